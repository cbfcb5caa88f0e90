import { CHROMIUM_PATH } from './chromiumFlags';
import { ensureDebianPackages, type Installed } from './debianPackage';

/** Debian's Chromium, installed with apt-get when missing and we may; never a downloaded build. */
export function ensureChromium(): Installed {
  return ensureDebianPackages(
    [{ name: 'chromium', binary: CHROMIUM_PATH }],
    'the end-to-end suite',
  );
}
