import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH } from './chromiumFlags';

/** Debian's Chromium, installed with apt-get when missing and we may; never a downloaded build. */
export function ensureChromium(): { ok: boolean; message: string } {
  if (existsSync(CHROMIUM_PATH)) {
    return { ok: true, message: CHROMIUM_PATH };
  }
  const advice =
    "install Debian's chromium package (apt-get install -y chromium) and run npm test again";
  if (process.getuid?.() !== 0) {
    return { ok: false, message: `${CHROMIUM_PATH} is missing: ${advice}.` };
  }
  console.log('Installing Debian chromium for the end-to-end suite…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return install.status === 0 && existsSync(CHROMIUM_PATH)
    ? { ok: true, message: CHROMIUM_PATH }
    : { ok: false, message: `apt-get could not install chromium: ${advice}.` };
}
