import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DebianPackage } from '../../../scripts/support/debianPackage';
import { startChild, type ChildProgram } from './childProgram';
import { kernelPort } from './kernelPort';

export const HAPROXY: DebianPackage = { name: 'haproxy', binary: '/usr/sbin/haproxy' };

/** The answer header naming the API process that answered (`a`, `b`). */
export const SERVED_BY = 'x-served-by';

export interface HaProxy extends ChildProgram {
  /** `http://127.0.0.1:<port>`, the portal's one address. */
  url: string;
}

/**
 * Debian's HAProxy in front of API processes on the given ports, configured as the README's
 * "Several processes by hand" (plus a header naming the server that answered): readiness checks
 * every 200 ms here, a refused connection or an API's 503 retried on the other process, and its
 * own 503 (no process ready) carrying `Retry-After` like the API's.
 */
export async function startHaProxy(servers: Record<string, number>): Promise<HaProxy> {
  const port = await kernelPort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 2',
      '  option redispatch',
      'frontend portal',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }',
      '  default_backend api',
      'backend api',
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      '  default-server inter 200ms fall 2 rise 1',
      '  retry-on conn-failure 503',
      '  http-error status 503 content-type application/json string "{}" hdr Retry-After 1',
      `  http-response set-header ${SERVED_BY} %[srv_name]`,
      ...Object.entries(servers).map(([name, at]) => `  server ${name} 127.0.0.1:${at} check`),
    ].join('\n') + '\n',
  );
  const program = await startChild('HAProxy', HAPROXY.binary, ['-db', '-f', cfg], port);
  return {
    ...program,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await program.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
