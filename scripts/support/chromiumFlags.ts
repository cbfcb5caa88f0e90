/** Debian's Chromium: never a downloaded build. The bench's browser lines measure it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell: the same engine without the browser around it, as
 * Playwright itself drives headless tests. The end-to-end suite runs in it: on two cores the whole
 * suite took 561 CPU-s and 333 s against the full browser's 796 CPU-s and 440 s.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Headless Chromium on a machine with a closed network: without the networking flags it keeps
 * dialling out (updates, sync, QUIC) and is refused.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
