/** Portal messages: the generated lists (search, filters, layouts, pager). Keys mirror i18n/zu/list.ts. */

export const list = {
  // Spec section 8.
  // The add button of a list whose resource has a create page.
  add: 'Add',
  // A list's Export button and the CSV it downloads (every row the list shows).
  export: {
    button: 'Export',
    busy: 'Exporting…',
    failed: 'The export failed. Please try again.',
    yes: 'Yes',
    no: 'No',
  },
  no_items: 'No items found',
  // The header of a list's last column, its rows' own buttons (a link's Remove).
  row_actions: 'Actions',
  no_data: 'There no data to display here.',
  nothing_found: 'Nothing found.',
  layout: {
    label: 'Layout',
    table: 'Table',
    grid: 'Grid',
  },
  filters: {
    title: 'Filters',
    apply: 'Apply',
    clear: 'Clear',
    all: 'All',
    any_time: 'Any time',
  },
  // Spec section 9: list period filters.
  periods: {
    today: 'Today',
    this_week: 'This week',
    this_month: 'This month',
    last_6_months: 'Last 6 months',
  },
  // Spec section 9: relative within 7 days, else 'Mon D, YYYY'.
  dates: {
    now: 'now',
    today: 'today',
    yesterday: 'yesterday',
    tomorrow: 'tomorrow',
    minutes_ago: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
    minutes_from_now: 'in %{smart_count} minute |||| in %{smart_count} minutes',
    hours_ago: '%{smart_count} hour ago |||| %{smart_count} hours ago',
    hours_from_now: 'in %{smart_count} hour |||| in %{smart_count} hours',
    days_ago: '%{smart_count} day ago |||| %{smart_count} days ago',
    days_from_now: 'in %{smart_count} day |||| in %{smart_count} days',
  },
  // The grid layout's sort control.
  sort: {
    label: 'Sort by',
    none: 'Default order',
    desc: '%{field}, newest or highest first',
    asc: '%{field}, oldest or lowest first',
    need_desc: '%{field}, greatest need first',
    need_asc: '%{field}, least need first',
  },
  pager: {
    label: 'Pages',
    page_size: 'Rows per page',
    range: '%{first}–%{last} of %{total}',
    jump: 'Go to page',
    // Spec section 2.
    max: 'max is %{n}',
    min: 'min is 1',
  },
};
