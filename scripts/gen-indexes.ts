/**
 * Generates the index files that list what sits in a folder, so that adding a resource
 * definition, a migration or a locale file is adding the file and running `npm run gen`:
 * `resources/index.ts`, `server/db/migrations/index.ts`, `i18n/en/index.ts` and `i18n/zu/index.ts`.
 * Generated rather than globbed at run time, so Vite (the app) and Node (server, tests) read the
 * same static imports. `scripts/gen-indexes.test.ts` fails when one on disk is stale.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function banner(source: string): string {
  return `/* Generated from ${source} by \`npm run gen\`. Do not edit: add or remove a file there and run npm run gen. */\n`;
}

/** The folder's modules (not tests, not the index), sorted, without their `.ts`. */
async function modulesIn(folder: string, exclude: string[] = []): Promise<string[]> {
  const files = await readdir(path.join(repoRoot, folder));
  return files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => !exclude.includes(name))
    .sort();
}

/** `export const <name>` declarations of a module, in source order, whose annotation matches. */
async function exportedConstants(file: string, annotation = ''): Promise<string[]> {
  const source = await readFile(path.join(repoRoot, file), 'utf8');
  const pattern = new RegExp(`^export const (\\w+)${annotation}`, 'gm');
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

function importLine(names: string[], from: string): string {
  return `import { ${names.join(', ')} } from './${from}';\n`;
}

async function resourcesIndex(): Promise<string> {
  const modules = await modulesIn('resources');
  let imports = "import type { ResourceDefinition } from '../core/resourceDefinition';\n";
  const names: string[] = [];
  for (const module of modules) {
    const found = await exportedConstants(`resources/${module}.ts`, ': ResourceDefinition =');
    if (found.length > 0) {
      imports += importLine(found, module);
      names.push(...found);
    }
  }
  return `${banner('resources/')}${imports}
/** Every declared resource (each \`export const <name>: ResourceDefinition\` in \`resources/\`). */
export const resourceDefinitions: ResourceDefinition[] = [${names.join(', ')}];
`;
}

const camelCase = (text: string) => text.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());

async function migrationsIndex(): Promise<string> {
  const modules = (await modulesIn('server/db/migrations')).filter((name) =>
    /^\d{4}-\d{2}-\d{2}-\d{2}-/.test(name),
  );
  const used = new Set<string>();
  const identifiers = modules.map((name) => {
    const base = camelCase(name.replace(/^[\d-]+/, '')) || 'migration';
    let identifier = base;
    for (let n = 2; used.has(identifier); n++) {
      identifier = `${base}${n}`;
    }
    used.add(identifier);
    return identifier;
  });
  const imports = modules.map((name, i) => `import * as ${identifiers[i]} from './${name}';\n`);
  const entries = modules.map((name, i) => `'${name}': ${identifiers[i]},`);
  return `${banner('server/db/migrations/')}import type { Migration } from 'kysely/migration';
${imports.join('')}
/** Every migration in the folder, by name; Kysely runs them in the names' order. */
export const migrations: Record<string, Migration> = {${entries.join('\n')}};
`;
}

/**
 * A locale's tree by the export names: `<name>Resource` is `resources.<kebab-name>`, any other
 * export `portal.<snake_name>`.
 */
async function localeTree(locale: 'en' | 'zu') {
  // A locale's modules are English's, file for file: Zulu's ra.ts (react-admin's own messages)
  // is not part of the app's tree, and a Zulu file needs no annotation to be found.
  const english = await modulesIn('i18n/en');
  const modules = (await modulesIn(`i18n/${locale}`)).filter((name) => english.includes(name));
  const imports: string[] = [];
  const resources: string[] = [];
  const portal: string[] = [];
  for (const module of modules) {
    const names = await exportedConstants(`i18n/${locale}/${module}.ts`);
    if (names.length === 0) {
      continue;
    }
    imports.push(importLine(names, module));
    for (const name of names) {
      const resource = /^(\w+)Resource$/.exec(name)?.[1];
      if (resource !== undefined) {
        resources.push(`'${resource.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}': ${name},`);
      } else {
        portal.push(`${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}: ${name},`);
      }
    }
  }
  return {
    imports: imports.join(''),
    tree: `{ resources: {${resources.join('\n')}}, portal: {${portal.join('\n')}} }`,
  };
}

async function englishIndex(): Promise<string> {
  const { imports, tree } = await localeTree('en');
  return `${banner('i18n/en/')}${imports}
/**
 * The portal's own English messages, in react-admin's shape: \`resources.<name>.name\` and
 * \`resources.<name>.fields.<field>\` (exported as \`<name>Resource\`), and every app string under
 * \`portal.<name>\` (any other export). react-admin's own \`ra.*\` messages come from
 * ra-language-english; \`i18n/zu/\` mirrors this tree key for key (the type below makes a missing
 * Zulu key a compile error). One file per feature keeps edits apart.
 */
export const englishMessages = ${tree};

/** The shape every locale's app messages must have: the English tree, with any strings. */
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
export type AppMessages = MessageShape<typeof englishMessages>;
`;
}

async function zuluIndex(): Promise<string> {
  const { imports, tree } = await localeTree('zu');
  return `${banner('i18n/zu/')}import type { AppMessages } from '../en';
${imports}
/**
 * The portal's own messages in isiZulu, key for key with \`i18n/en/\`; react-admin's \`ra.*\`
 * messages are in \`i18n/zu/ra.ts\`. Loanwords follow ra.ts: i-imeyili, iphasiwedi, iseva.
 */
export const zuluMessages: AppMessages = ${tree};
`;
}

/** Repo-relative path → unformatted contents of every index this script owns. */
export async function generateIndexes(): Promise<Map<string, string>> {
  return new Map([
    ['resources/index.ts', await resourcesIndex()],
    ['server/db/migrations/index.ts', await migrationsIndex()],
    ['i18n/en/index.ts', await englishIndex()],
    ['i18n/zu/index.ts', await zuluIndex()],
  ]);
}
