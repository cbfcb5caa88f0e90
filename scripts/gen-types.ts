/**
 * Generates `core/generated/` from `schemas/*.json`: one TypeScript file per schema, named
 * after the schema file, declaring the schema's title as a type, plus an index re-exporting all,
 * and the payload schemas' standalone validators (gen-validators.ts). Run with `npm run gen`; `scripts/gen-types.test.ts` fails when the output on disk is stale.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { format, type Options as PrettierOptions } from 'prettier';
import { generateIndexes } from './gen-indexes';
import { generateValidators, validatorsDir } from './gen-validators';
import type { JsonSchema } from '../core/resourceDefinition';
import { collectRefs, flattenSchemas } from '../core/schemaRefs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const schemasDir = path.join(repoRoot, 'schemas');
/** Repo-relative, with forward slashes: the keys of the map `generateTypes` answers. */
export const generatedDir = 'core/generated';

export interface SchemaFile {
  /** File name inside `schemas/`, e.g. `charge-request-create.json`. */
  file: string;
  schema: JSONSchema;
}

export async function readSchemas(): Promise<SchemaFile[]> {
  const files = (await readdir(schemasDir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      schema: JSON.parse(await readFile(path.join(schemasDir, file), 'utf8')) as JSONSchema,
    })),
  );
}

export { collectRefs };

/** The files with their schemas flattened (core/schemaRefs.ts), as every reader sees them. */
export function flattenFiles(schemaFiles: SchemaFile[]): SchemaFile[] {
  const flat = flattenSchemas(schemaFiles.map(({ schema }) => schema as JsonSchema));
  return schemaFiles.map(({ file }, i) => ({ file, schema: flat[i] as JSONSchema }));
}

function moduleName(file: string): string {
  return file.replace(/\.json$/, '');
}

function banner(source: string): string {
  return `/* Generated from ${source} by \`npm run gen\`. Do not edit: change the schema and run npm run gen. */\n`;
}

function titleOf({ file, schema }: SchemaFile): string {
  if (typeof schema.title !== 'string') {
    throw new Error(`schemas/${file} has no title`);
  }
  return schema.title;
}

/**
 * With `declareExternallyReferenced: false` the compiler names referenced types without declaring
 * or importing them, so each file imports what it references from the referenced schema's file.
 */
function importLines(schemaFile: SchemaFile, titles: Map<string, string>): string {
  return [...collectRefs(schemaFile.schema)]
    .sort()
    .map((ref) => {
      const title = titles.get(ref);
      if (title === undefined) {
        throw new Error(`schemas/${schemaFile.file} refers to missing schema ${ref}`);
      }
      return `import type { ${title} } from './${moduleName(ref)}';\n`;
    })
    .join('');
}

async function compileSchema(schemaFile: SchemaFile, titles: Map<string, string>): Promise<string> {
  const bannerComment = banner(`schemas/${schemaFile.file}`);
  const compiled = await compile(schemaFile.schema, titleOf(schemaFile), {
    cwd: schemasDir,
    bannerComment,
    declareExternallyReferenced: false,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: false,
  });
  const body = compiled.startsWith(bannerComment) ? compiled.slice(bannerComment.length) : compiled;
  return `${bannerComment}${importLines(schemaFile, titles)}\n${body}`;
}

function indexModule(schemaFiles: SchemaFile[]): string {
  const exports = schemaFiles.map(({ file }) => `export type * from './${moduleName(file)}';\n`);
  return `${banner('schemas/')}\n${exports.join('')}`;
}

export async function prettierOptions(): Promise<PrettierOptions> {
  const config = JSON.parse(
    await readFile(path.join(repoRoot, '.prettierrc.json'), 'utf8'),
  ) as PrettierOptions;
  return { ...config, parser: 'typescript' };
}

/**
 * Generated path (repo-relative) → formatted contents, for every schema plus the index; of the
 * schemas on disk unless given others (the test adds one to see that nothing else changes).
 */
export async function generateTypes(given?: SchemaFile[]): Promise<Map<string, string>> {
  const schemaFiles = flattenFiles(given ?? (await readSchemas()));
  const titles = new Map(schemaFiles.map((schemaFile) => [schemaFile.file, titleOf(schemaFile)]));
  const options = await prettierOptions();
  const output = new Map<string, string>();
  for (const schemaFile of schemaFiles) {
    const source = await compileSchema(schemaFile, titles);
    output.set(`${generatedDir}/${moduleName(schemaFile.file)}.ts`, await format(source, options));
  }
  output.set(`${generatedDir}/index.ts`, await format(indexModule(schemaFiles), options));
  for (const [file, source] of generateValidators(schemaFiles)) {
    output.set(file, await format(source, options));
  }
  return output;
}

/** The generated files currently on disk, keyed like `generateTypes`. */
export async function readGeneratedFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of [generatedDir, validatorsDir]) {
    const dir = path.join(repoRoot, folder);
    const names = await readdir(dir).catch(() => []);
    for (const name of names.filter((n) => n.endsWith('.ts')).sort()) {
      files.set(`${folder}/${name}`, await readFile(path.join(dir, name), 'utf8'));
    }
  }
  return files;
}

async function writeGeneratedFiles(files: Map<string, string>): Promise<void> {
  await mkdir(path.join(repoRoot, validatorsDir), { recursive: true });
  const onDisk = await readGeneratedFiles();
  for (const stale of onDisk.keys()) {
    if (!files.has(stale)) {
      await rm(path.join(repoRoot, stale));
    }
  }
  for (const [file, contents] of files) {
    if (onDisk.get(file) !== contents) {
      await writeFile(path.join(repoRoot, file), contents);
    }
  }
}

/** The folders' index files (gen-indexes.ts), formatted, keyed by their repo-relative path. */
export async function generateFormattedIndexes(): Promise<Map<string, string>> {
  const options = await prettierOptions();
  const output = new Map<string, string>();
  for (const [file, source] of await generateIndexes()) {
    output.set(file, await format(source, options));
  }
  return output;
}

/** The given files as they are on disk (undefined where missing). */
export async function readFiles(files: Iterable<string>): Promise<Map<string, string | undefined>> {
  const found = new Map<string, string | undefined>();
  for (const file of files) {
    found.set(file, await readFile(path.join(repoRoot, file), 'utf8').catch(() => undefined));
  }
  return found;
}

export async function writeChanged(files: Map<string, string>): Promise<void> {
  const onDisk = await readFiles(files.keys());
  for (const [file, contents] of files) {
    if (onDisk.get(file) !== contents) {
      await writeFile(path.join(repoRoot, file), contents);
    }
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && path.resolve(invokedPath) === fileURLToPath(import.meta.url)) {
  const files = await generateTypes();
  await writeGeneratedFiles(files);
  console.log(`Generated ${files.size} files in ${generatedDir}`);
  const indexes = await generateFormattedIndexes();
  await writeChanged(indexes);
  // database.ts is written by gen-database.ts in a process of its own: this one has loaded the
  // migrations index as it was before the lines above rewrote it.
  console.log(`Generated ${[...indexes.keys()].join(', ')}`);
}
