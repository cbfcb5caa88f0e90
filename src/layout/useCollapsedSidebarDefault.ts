import { useState } from 'react';
import { useStoreContext } from 'react-admin';

import { SIDEBAR_COLLAPSE_WIDTH } from '../shared/constants';

/**
 * Spec section 2: the side navigation starts collapsed when the window is 1280 px wide or less.
 * react-admin keeps the open state in its store (`sidebar.open`) and opens it by default on
 * anything but phones, so the layout sets the start value once, before the sidebar first reads
 * it (no subscriber exists yet, so nothing re-renders during this render).
 */
export function useCollapsedSidebarDefault(width: () => number = () => window.innerWidth) {
  const { setItem } = useStoreContext();
  useState(() => {
    setItem('sidebar.open', width() > SIDEBAR_COLLAPSE_WIDTH);
    return true;
  });
}
