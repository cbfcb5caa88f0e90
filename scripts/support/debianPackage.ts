import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Debian package and the file that shows it is installed. */
export interface DebianPackage {
  name: string;
  /** An absolute path the package installs (its program). */
  binary: string;
}

export interface Installed {
  ok: boolean;
  message: string;
}

const aptGet = (args: string[]) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/**
 * Debian's own packages, installed with apt-get when missing and we may (as root); never a
 * downloaded build. The package lists are refreshed only when an install from them fails, since
 * a machine's lists may be old but are usually enough.
 */
export function ensureDebianPackages(packages: DebianPackage[], forWhat: string): Installed {
  const missing = packages.filter((pkg) => !existsSync(pkg.binary));
  const paths = packages.map((pkg) => pkg.binary).join(', ');
  if (missing.length === 0) {
    return { ok: true, message: paths };
  }
  const names = missing.map((pkg) => pkg.name);
  const advice = `install Debian's ${names.join(' and ')} (apt-get install -y ${names.join(' ')}) and run the tests again`;
  const absent = missing.map((pkg) => pkg.binary).join(', ');
  if (process.getuid?.() !== 0) {
    return { ok: false, message: `${absent} missing: ${advice}.` };
  }
  console.log(`Installing Debian ${names.join(', ')} for ${forWhat}…`);
  const install = ['install', '-y', '-qq', ...names];
  if (!aptGet(install)) {
    aptGet(['update', '-qq']);
    aptGet(install);
  }
  return missing.every((pkg) => existsSync(pkg.binary))
    ? { ok: true, message: paths }
    : { ok: false, message: `apt-get could not install ${names.join(', ')}: ${advice}.` };
}
