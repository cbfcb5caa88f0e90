/**
 * Generates `src/types/openapi.ts`, the API's paths, operations and components as TypeScript
 * (openapi-typescript), from the OpenAPI document the server builds from its route declarations.
 * Nothing is added to what openapi-typescript makes of the document, so these are the types any
 * client generated from it gets: a list's `filter` and `search` are objects closed to the fields
 * its definition declares (server/plugins/openapiLists.ts). Run by `npm run gen`;
 * `scripts/gen-openapi.test.ts` fails when the file on disk is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, type Options as PrettierOptions } from 'prettier';
import { openapiDocument } from './openapiDocument';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Repo-relative. */
export const openapiTypesFile = 'src/types/openapi.ts';

/** The formatted contents of `src/types/openapi.ts`. */
export async function generateOpenapiTypes(): Promise<string> {
  const document = await openapiDocument();
  const ast = await openapiTS(document as never);
  const banner =
    '/* Generated from the OpenAPI document (/api/openapi.json) by `npm run gen`. Do not edit. */\n\n';
  const config = JSON.parse(
    await readFile(path.join(repoRoot, '.prettierrc.json'), 'utf8'),
  ) as PrettierOptions;
  return format(`${banner}${astToString(ast)}`, { ...config, parser: 'typescript' });
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && path.resolve(invokedPath) === fileURLToPath(import.meta.url)) {
  await writeFile(path.join(repoRoot, openapiTypesFile), await generateOpenapiTypes());
  console.log(`Generated ${openapiTypesFile}`);
  // Whatever the document's app left scheduled must not hold the script open.
  process.exit(0);
}
