import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateOpenapiTypes, openapiTypesFile } from './gen-openapi';
import { openapiDocument } from './openapiDocument';

describe('the types generated from the OpenAPI document', () => {
  it(
    'are those on disk (run npm run gen after changing a route or schema)',
    { timeout: 120_000 },
    async () => {
      const onDisk = await readFile(openapiTypesFile, 'utf8');
      expect(
        onDisk === (await generateOpenapiTypes()),
        `${openapiTypesFile} is stale: run npm run gen`,
      ).toBe(true);
    },
  );
});

/** Calls of users/ (filters isAdmin, isActive; searches username, email) through openapi-fetch. */
const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './openapi';

const client = createClient<paths>({ baseUrl: 'http://api.test' });
const isAdmin = { field: 'isAdmin', value: 'true' } as const;

export const declared = client.GET('/api/v2/users/', {
  params: { query: { filter: [isAdmin], search: [{ field: 'email', value: '@' }] } },
});
export const filter = client.GET('/api/v2/users/', {
  // @ts-expect-error -- notAField is not a field users/ filters by
  params: { query: { filter: [{ field: 'notAField', value: '1' }] } },
});
export const laterFilter = client.GET('/api/v2/users/', {
  // @ts-expect-error -- the first pair's field is declared, the second's is not
  params: { query: { filter: [isAdmin, { field: 'notAField', value: '1' }] } },
});
export const search = client.GET('/api/v2/users/', {
  // @ts-expect-error -- notAField is not a field users/ searches
  params: { query: { search: [{ field: 'notAField', value: 'x' }] } },
});
export const written = client.GET('/api/v2/users/', {
  // @ts-expect-error -- written out, a pair's field stands where no type reaches
  params: { query: { filter: 'notAField::1' } },
});
`;

/** The type checker's complaints about `files` (name → text), in a folder of the repo. */
async function typeErrors(files: Record<string, string>): Promise<string[]> {
  // Inside the repo, so that openapi-fetch resolves from its node_modules.
  await mkdir('.test-artifacts', { recursive: true });
  const dir = await mkdtemp(path.resolve('.test-artifacts', 'openapi-client-'));
  try {
    await Promise.all(
      Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)),
    );
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const line = d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? -1;
      return `${path.basename(d.file?.fileName ?? '')}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a client any project generates from the document with openapi-typescript', () => {
  it(
    'fails to type-check a list call naming an undeclared filter or search field',
    { timeout: 120_000 },
    async () => {
      const types = astToString(await openapiTS((await openapiDocument()) as never));
      // tsc passes only if every `@ts-expect-error` line is an error and the declared call is not.
      expect(await typeErrors({ 'openapi.ts': types, 'calls.ts': CALLS })).toEqual([]);
    },
  );
});
