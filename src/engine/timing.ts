/** The table timings of spec section 9, declared once. */

/** Search and sort are applied this long after the last change. */
export const SEARCH_SORT_DELAY_MS = 800;
/** Page changes by the arrow buttons are debounced this long. */
export const PAGE_ARROW_DEBOUNCE_MS = 300;
/** Filters are applied this long after the filter dialog closes. */
export const FILTER_APPLY_DELAY_MS = 400;
/** Type-ahead in listboxes (reference inputs). */
export const TYPE_AHEAD_MS = 350;

/** Spec section 9: the pager goes compact above this many pages. */
export const COMPACT_PAGER_ABOVE = 8;
/** Spec section 9: collapsed lists show this many items, then +N. */
export const COLLAPSED_LIST_ITEMS = 2;
/** Spec section 9: dates within this many days show as relative. */
export const RELATIVE_DATE_DAYS = 7;
/** Spec section 9: reference dropdowns load up to this many options. */
export const REFERENCE_OPTIONS = 100;
