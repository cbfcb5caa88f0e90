import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../../server/lib/passwords';

/** What one sign-in's password check costs with the app's own argon2id parameters. */
export async function measureArgon2(): Promise<string> {
  const hash = await hashPassword('Bench-argon2-cost');
  const rounds = 10;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    await verifyPassword(hash, 'Bench-argon2-cost');
  }
  const each = (performance.now() - start) / rounds;
  return (
    `argon2id as configured (m=19 MiB, t=2, p=1; OWASP): ${each.toFixed(1)} ms per verify on one ` +
    `core, so two cores cap sign-in near ${Math.round((2 * 1000) / each)} per second`
  );
}
