import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { columnsOf } from '../core/definitionColumns';
import type { ColumnDefinition, ResourceDefinition } from '../core/resourceDefinition';
import { englishMessages } from '../i18n/en';
import { zuluMessages } from '../i18n/zu';
import { resourceDefinitions } from './index';

/**
 * Each definition names the JSON Schema of its items (`schema`) and of its create payload
 * (`create.schema`): every field it shows, sorts or sends must be a property there, so a renamed
 * property cannot leave a column silently empty or a form field unsent.
 */

const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');

type SchemaNode = Record<string, unknown>;

const loaded = new Map<string, SchemaNode>();
function loadSchema(file: string): SchemaNode {
  let schema = loaded.get(file);
  if (schema === undefined) {
    schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as SchemaNode;
    loaded.set(file, schema);
  }
  return schema;
}

/** The object schemas a node stands for: through `$ref` (a schema file), `allOf` and `anyOf`. */
function objectSchemas(node: SchemaNode): SchemaNode[] {
  const found: SchemaNode[] = [];
  if (typeof node.$ref === 'string') {
    found.push(...objectSchemas(loadSchema(node.$ref)));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const child of (node[key] as SchemaNode[] | undefined) ?? []) {
      found.push(...objectSchemas(child));
    }
  }
  if (typeof node.properties === 'object' && node.properties !== null) {
    found.push(node);
  }
  return found;
}

/** The schema of a dotted property path (`user.first_name`), or undefined when there is none. */
function propertyAt(root: SchemaNode, dotted: string): SchemaNode | undefined {
  let nodes = [root];
  for (const name of dotted.split('.')) {
    nodes = nodes.flatMap(objectSchemas).flatMap((object) => {
      const child = (object.properties as Record<string, SchemaNode>)[name];
      return child === undefined ? [] : [child];
    });
    if (nodes.length === 0) {
      return undefined;
    }
  }
  return nodes[0];
}

/** The schema of an array's items, through the same `$ref`s and combinators. */
function itemsOf(node: SchemaNode): SchemaNode[] {
  const items =
    typeof node.items === 'object' && node.items !== null ? [node.items as SchemaNode] : [];
  const nested = [
    ...(typeof node.$ref === 'string' ? [loadSchema(node.$ref)] : []),
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) => (node[key] as SchemaNode[]) ?? []),
  ];
  return [...items, ...nested.flatMap(itemsOf)];
}

/** Every field a definition reads from its items, with where it declares it. */
function itemFields(definition: ResourceDefinition): [string, string][] {
  const columns = (where: string, list: ColumnDefinition[]) =>
    list.map((column) => [`${where} ${column.field}`, column.field] as [string, string]);
  return [
    ...columns('column', definition.columns),
    ...(definition.cardTitle === undefined
      ? []
      : [[`cardTitle ${definition.cardTitle}`, definition.cardTitle] as [string, string]]),
    ...(definition.defaultSort === undefined
      ? []
      : [
          [`defaultSort ${definition.defaultSort.field}`, definition.defaultSort.field] as [
            string,
            string,
          ],
        ]),
  ];
}

/** What of a definition its item schema (and its detail schema, for the detail) does not hold. */
function itemProblems(definition: ResourceDefinition): string[] {
  const schema = loadSchema(definition.schema);
  const detailName = definition.detailSchema ?? definition.schema;
  const detail = loadSchema(detailName);
  const problems = [
    ...itemFields(definition)
      .filter(([, field]) => propertyAt(schema, field) === undefined)
      .map(([where]) => `${definition.name}: ${where} is not a property of ${definition.schema}`),
    ...(definition.detail ?? [])
      .filter((column) => propertyAt(detail, column.field) === undefined)
      .map(
        (column) => `${definition.name}: detail ${column.field} is not a property of ${detailName}`,
      ),
    ...(definition.hiddenColumns ?? [])
      .filter((field) => !definition.columns.some((column) => column.field === field))
      .map((field) => `${definition.name}: hidden column ${field} is not one of its columns`),
  ];
  for (const column of [...definition.columns, ...(definition.detail ?? [])]) {
    const property = propertyAt(schema, column.field);
    if (column.itemField !== undefined && property !== undefined) {
      const items = itemsOf(property);
      if (!items.some((item) => propertyAt(item, column.itemField ?? '') !== undefined)) {
        problems.push(
          `${definition.name}: ${column.field}'s itemField ${column.itemField} is not a property of its items`,
        );
      }
    }
  }
  return [...new Set(problems)];
}

/** What of a definition's create form its payload schema does not hold. */
function createProblems(definition: ResourceDefinition): string[] {
  const create = definition.create;
  if (create === undefined) {
    return [];
  }
  const schema = loadSchema(create.schema);
  const missing = (source: string) => propertyAt(schema, source) === undefined;
  const problem = (what: string) =>
    `${definition.name}: ${what} is not a property of ${create.schema}`;
  const sources = new Set(create.fields.map((field) => field.source));
  return [
    // A confirmation (`matches`) is never sent; the field it confirms is.
    ...create.fields
      .filter((field) => field.matches === undefined && missing(field.source))
      .map((field) => problem(`form field ${field.source}`)),
    ...create.fields.flatMap((field) =>
      field.matches !== undefined && missing(field.matches.source)
        ? [problem(`${field.source}'s matched field ${field.matches.source}`)]
        : [],
    ),
    ...Object.keys(create.fixed ?? {})
      .filter(missing)
      .map((key) => problem(`fixed value ${key}`)),
    ...create.fields.flatMap((field) =>
      field.enabledBy !== undefined && !sources.has(field.enabledBy)
        ? [`${definition.name}: ${field.source} is enabled by ${field.enabledBy}, not a form field`]
        : [],
    ),
  ];
}

describe('resource definitions against their schemas', () => {
  const byName = resourceDefinitions.map((definition) => [definition.name, definition] as const);

  it("labels every column in both languages (the list's header and its CSV export read them)", () => {
    const has = (messages: object, key: string) =>
      typeof key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          messages,
        ) === 'string';
    const missing = resourceDefinitions.flatMap((definition) =>
      columnsOf(definition)
        .filter(({ label }) => !has(englishMessages, label) || !has(zuluMessages, label))
        .map(({ label }) => `${definition.name}: ${label}`),
    );
    expect(missing).toEqual([]);
  });

  it('names are unique', () => {
    const names = resourceDefinitions.map(({ name }) => name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each(byName)('%s: shows and sorts only properties of its item schema', (_name, definition) => {
    expect(itemProblems(definition)).toEqual([]);
  });

  it.each(byName)('%s: its create form sends only properties of its payload schema', (_n, d) => {
    expect(createProblems(d)).toEqual([]);
  });

  it('finds a field the schema lacks, through $ref, anyOf and dotted paths', () => {
    const caseManager = resourceDefinitions.find(({ name }) => name === 'case-managers');
    expect(caseManager?.create).toBeDefined();
    if (caseManager?.create === undefined) {
      return;
    }
    const broken: ResourceDefinition = {
      ...caseManager,
      detail: undefined,
      columns: [
        ...caseManager.columns,
        { field: 'shoeSize', type: 'number', sortable: true },
        { field: 'companies', type: 'list', itemField: 'title' },
      ],
      cardTitle: 'nickname',
      hiddenColumns: ['email', 'nickname'],
      create: {
        ...caseManager.create,
        fields: [
          ...caseManager.create.fields,
          { source: 'user.nickname', label: 'x', input: 'text' },
          { source: 'user.first_name.x', label: 'x', input: 'text' },
        ],
      },
    };
    expect(itemProblems(broken)).toEqual([
      'case-managers: column shoeSize is not a property of case-manager.json',
      'case-managers: cardTitle nickname is not a property of case-manager.json',
      'case-managers: hidden column nickname is not one of its columns',
      "case-managers: companies's itemField title is not a property of its items",
    ]);
    expect(createProblems(broken)).toEqual([
      'case-managers: form field user.nickname is not a property of case-manager-create.json',
      'case-managers: form field user.first_name.x is not a property of case-manager-create.json',
    ]);
  });
});

describe('the caseload (My Users)', () => {
  it("shows a clinician's five columns until the user shows the others", () => {
    const charges = resourceDefinitions.find(({ name }) => name === 'charges');
    const hidden = charges?.hiddenColumns ?? [];
    expect(
      charges?.columns.filter(({ field }) => !hidden.includes(field)).map(({ field }) => field),
    ).toEqual(['fullName', 'attention', 'latestPhq8', 'latestSession', 'consentStatus']);
    expect(hidden.length).toBeGreaterThan(0);
  });
});
