/** What a panel shows while the journey loads, when it failed, and when it is empty. */
export type PanelState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready' };
