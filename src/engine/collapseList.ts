import { COLLAPSED_LIST_ITEMS } from './timing';

export interface Collapsed<T> {
  shown: T[];
  /** How many more there are: the '+N'. */
  more: number;
  hidden: T[];
}

/** Spec section 9: a collapsed list shows 2 items and a +N remainder. */
export function collapseList<T>(items: readonly T[], keep = COLLAPSED_LIST_ITEMS): Collapsed<T> {
  return {
    shown: items.slice(0, keep),
    hidden: items.slice(keep),
    more: Math.max(items.length - keep, 0),
  };
}
