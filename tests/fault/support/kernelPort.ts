import { createServer } from 'node:net';

/**
 * A port the kernel hands out as free (listening on port 0), for a program that must be told its
 * port before it starts (PgBouncer, HAProxy, an API restarted where the balancer expects it).
 */
export function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
