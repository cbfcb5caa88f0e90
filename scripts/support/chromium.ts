import { HEADLESS_SHELL_PATH } from './chromiumFlags';
import { ensureDebianPackages, type Installed } from './debianPackage';
import { POPPLER } from './poppler';

/**
 * Debian's Chromium headless shell, installed with apt-get when missing and we may; never a
 * downloaded build. With it poppler-utils, which reads the pages the suite prints to PDF.
 */
export function ensureChromium(): Installed {
  return ensureDebianPackages(
    [{ name: 'chromium-headless-shell', binary: HEADLESS_SHELL_PATH }, POPPLER],
    'the end-to-end suite',
  );
}
