import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, PROJECT_ROOT } from '../../scripts/support/serverBundle';
import { startApi, type ApiProcess } from './support/apiProcess';
import { connect, PASSWORD, staff } from './support/fixtures';
import { call, signIn } from './support/http';
import { createCluster, type PostgresCluster } from './support/postgresCluster';

/**
 * The release server (`npm run build`'s `build/server/server.js`) runs on plain `node` with the
 * production dependencies alone: everything it imports from outside the bundle is a Node module
 * or a package of `dependencies`. The whole fresh-clone check (`npm ci --omit=dev`, then
 * `npm run serve`) takes minutes of installing, so it is the README's "Deploying" section's; this
 * is its quick half, on a PostgreSQL of its own.
 */
const outDir = join(PROJECT_ROOT, '.test-artifacts', 'fault-release');
const staticDir = join(PROJECT_ROOT, '.test-artifacts', 'fault-release-portal');
let bundle: string;
let cluster: PostgresCluster;
let api: ApiProcess;

beforeAll(async () => {
  bundle = await buildServer(outDir);
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>',
  );
  cluster = await createCluster();
  await cluster.start();
  api = await startApi({
    databaseUrl: cluster.url,
    compiled: bundle,
    env: { STATIC_DIR: staticDir, NODE_OPTIONS: '' },
  });
});

afterAll(async () => {
  await api?.stop('SIGKILL');
  await cluster?.destroy();
});

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('the release build', () => {
  it('imports only Node modules and production dependencies; nothing of its own is left outside', () => {
    const code = readFileSync(bundle, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*"([^"]+)"/gm),
      ...code.matchAll(/^\s*import\s*"([^"]+)"/gm),
      ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
    ].map((match) => match[1] ?? '');
    expect(specifiers.length).toBeGreaterThan(10);
    const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outside = specifiers.filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !builtinModules.includes(specifier) &&
        !(packageOf(specifier) in manifest.dependencies),
    );
    expect(outside).toEqual([]);
    for (const tool of ['tsx', 'vite', 'typescript', 'esbuild']) {
      expect(manifest.dependencies).not.toHaveProperty(tool);
    }
  });

  it('migrates an empty PostgreSQL database, serves the portal and answers the API', async () => {
    const login = await fetch(`${api.url}/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(await login.text()).toContain('<div id="root">');

    const db = connect(cluster.url);
    try {
      const admin = await staff(db, 'AD');
      const token = await signIn(api.url, admin.email, PASSWORD);
      const me = await call<{ email: string }>(api.url, 'GET', '/api/v2/users/profile/', { token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(admin.email);
    } finally {
      await db.destroy();
    }
  });
});
