import { render } from '@testing-library/react';
import { memoryStore, StoreContextProvider, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { useCollapsedSidebarDefault } from './useCollapsedSidebarDefault';

const Probe = ({ width }: { width: number }) => {
  useCollapsedSidebarDefault(() => width);
  return null;
};

function openAt(width: number, store: Store = memoryStore()) {
  render(
    <StoreContextProvider value={store}>
      <Probe width={width} />
    </StoreContextProvider>,
  );
  return store.getItem<boolean>('sidebar.open');
}

describe('useCollapsedSidebarDefault', () => {
  it.each([
    [390, false],
    [1280, false],
    [1281, true],
    [1440, true],
  ])('at %d px starts open: %s', (width, open) => {
    expect(openAt(width)).toBe(open);
  });

  it('replaces a remembered state on a new start', () => {
    const store = memoryStore({ 'sidebar.open': true });
    expect(openAt(1024, store)).toBe(false);
  });
});
