/**
 * Generates `src/types/openapi.ts`, the API's paths, operations and components as TypeScript
 * (openapi-typescript), from the OpenAPI document the server builds from its route declarations.
 * A list's `filter` and `search` become `ListPairs` of the fields its definition declares
 * (core/listDialect.ts, written by `formatPairs`), so a call naming another field in any of its
 * pairs fails the type check. Run by `npm run gen`;
 * `scripts/gen-openapi.test.ts` fails when the file on disk is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, type Options as PrettierOptions } from 'prettier';
import ts from 'typescript';
import { LIST_FIELDS } from '../server/plugins/openapiLists';
import { openapiDocument } from './openapiDocument';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Repo-relative. */
export const openapiTypesFile = 'src/types/openapi.ts';

const { factory } = ts;

/** `ListPairs<'a' | 'b'>`: pairs each naming one of `fields`. */
function pairsType(fields: readonly string[]): ts.TypeNode {
  return factory.createTypeReferenceNode('ListPairs', [
    factory.createUnionTypeNode(
      fields.map((field) => factory.createLiteralTypeNode(factory.createStringLiteral(field))),
    ),
  ]);
}

/** The formatted contents of `src/types/openapi.ts`. */
export async function generateOpenapiTypes(): Promise<string> {
  const document = await openapiDocument();
  const ast = await openapiTS(document as never, {
    transform(schema) {
      const fields: unknown = (schema as Record<string, unknown>)[LIST_FIELDS];
      return Array.isArray(fields) ? pairsType(fields as string[]) : undefined;
    },
  });
  const banner =
    '/* Generated from the OpenAPI document (/api/openapi.json) by `npm run gen`. Do not edit. */\n' +
    "import type { ListPairs } from '../../core/listDialect';\n\n";
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
