import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('imports', () => {
  // Type-only imports count too. A cycle (the auth plugin, the services it calls and the limiter
  // were one) works only while nothing in it is used as the modules load; the next edit that
  // does breaks start-up.
  it('form no cycle in the server and the shared layer', async () => {
    const graph = await madge(['server', 'core'], {
      baseDir: root,
      fileExtensions: ['ts'],
      tsConfig: `${root}tsconfig.json`,
    });
    expect(graph.circular()).toEqual([]);
  }, 120_000);
});
