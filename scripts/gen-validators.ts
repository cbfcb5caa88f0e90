/**
 * Standalone Ajv validators for the payload schemas, generated at build time because the
 * portal's Content-Security-Policy forbids `eval`, so Ajv cannot compile schemas in the browser.
 * One module per payload schema in `core/generated/validators/`, plus an index of lazy
 * loaders keyed by schema `$id`; `gen-types.ts` writes them and its test checks they are fresh.
 *
 * Ajv names the functions and constants of its standalone output with counters that run across
 * everything one instance has compiled, so each payload gets an instance of its own holding only
 * the schemas it references: a module depends on its schema and those alone, and adding a schema
 * leaves every other module as it was (`gen-types.test.ts` checks it).
 */
import Ajv2020, { _, type AnySchemaObject } from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import type { SchemaFile } from './gen-types';
import { collectRefs } from '../core/schemaRefs';
import { schemaFormats } from '../core/schemaFormats';

export const validatorsDir = 'core/generated/validators';

/** Payloads the portal sends: `*-create|update|add|request.json`, not the app's, not entities. */
export function payloadSchemas(schemaFiles: SchemaFile[]): SchemaFile[] {
  const files = new Set(schemaFiles.map(({ file }) => file));
  return schemaFiles.filter(
    ({ file }) =>
      /^(?!app-).+-(create|update|add|request)\.json$/.test(file) &&
      !files.has(file.replace(/\.json$/, '-list.json')),
  );
}

// ajv's runtime helper for string lengths in code points, inlined so the module needs no require.
const UCS2LENGTH = `function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}`;

function banner(file: string): string {
  return (
    `/* Generated from schemas/${file} by \`npm run gen\`. Do not edit: change the schema and ` +
    `run npm run gen. */\n// @ts-nocheck: ajv's standalone output is plain JavaScript.\n`
  );
}

/** The schema itself and every schema it references, directly or not, in a stable order. */
function referencedClosure(file: string, byFile: Map<string, SchemaFile>): SchemaFile[] {
  const found = new Map<string, SchemaFile>();
  const visit = (name: string) => {
    const schemaFile = byFile.get(name);
    if (schemaFile === undefined) {
      throw new Error(`schemas/${file} refers to missing schema ${name}`);
    }
    if (!found.has(name)) {
      found.set(name, schemaFile);
      [...collectRefs(schemaFile.schema)].sort().forEach(visit);
    }
  };
  visit(file);
  return [...found.values()];
}

/** A fresh Ajv holding only `schemaFiles`, so its counters start at zero for each module. */
function ajvFor(schemaFiles: SchemaFile[]): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    schemas: schemaFiles.map(({ schema }) => schema as AnySchemaObject),
    formats: schemaFormats,
    code: { source: true, esm: true, formats: _`schemaFormats` },
  });
  return ajv;
}

function moduleCode(file: string, byFile: Map<string, SchemaFile>): string {
  const ajv = ajvFor(referencedClosure(file, byFile));
  const validate = ajv.getSchema(file);
  if (!validate) {
    throw new Error(`No schema ${file}`);
  }
  const code = standaloneCode(ajv, validate)
    .replace(/^"use strict";/, '')
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length');
  if (code.includes('require(')) {
    throw new Error(`schemas/${file} needs an ajv runtime helper the generator does not inline`);
  }
  // The server's formats (core/schemaFormats.ts), so both sides refuse the same strings.
  const formats = code.includes('schemaFormats')
    ? `import { schemaFormats } from '../../schemaFormats';\n\n`
    : '';
  const helper = code.includes('ucs2length') ? `${UCS2LENGTH}\n` : '';
  return `${banner(file)}${formats}${helper}${code}\n`;
}

function indexCode(files: string[]): string {
  const entries = files.map(
    (file) =>
      `  '${file}': () => import('./${file.replace(/\.json$/, '')}').then((m) => m.validate),\n`,
  );
  return (
    `/* Generated from schemas/ by \`npm run gen\`. Do not edit. */\n` +
    `import type { ErrorObject } from 'ajv';\n\n` +
    `/** A standalone validator: true when valid, else false with its errors. */\n` +
    `export interface StandaloneValidate {\n  (data: unknown): boolean;\n  errors?: ErrorObject[] | null;\n}\n\n` +
    `/** Lazy loaders of the standalone validator of each payload schema, by \`$id\`. */\n` +
    `export const validators: Record<string, () => Promise<StandaloneValidate>> = {\n` +
    `${entries.join('')}};\n`
  );
}

/** Repo-relative path → unformatted source, for every payload schema plus the index. */
export function generateValidators(schemaFiles: SchemaFile[]): Map<string, string> {
  const byFile = new Map(schemaFiles.map((schemaFile) => [schemaFile.file, schemaFile]));
  const output = new Map<string, string>();
  const payloads = payloadSchemas(schemaFiles).map(({ file }) => file);
  for (const file of payloads) {
    output.set(`${validatorsDir}/${file.replace(/\.json$/, '')}.ts`, moduleCode(file, byFile));
  }
  output.set(`${validatorsDir}/index.ts`, indexCode(payloads));
  return output;
}
