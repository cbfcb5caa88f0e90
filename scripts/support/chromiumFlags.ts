/** Debian's Chromium: never a downloaded build. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
