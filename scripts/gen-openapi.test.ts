import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateOpenapiTypes, openapiTypesFile } from './gen-openapi';

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
