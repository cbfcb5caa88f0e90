import { existsSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import type { AnySchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  collectRefs,
  flattenFiles,
  generateTypes,
  readGeneratedFiles,
  readSchemas,
  schemasDir,
  type SchemaFile,
} from './gen-types';

const schemaFiles = await readSchemas();
/** As every reader sees them: the conventions below hold for what Ajv, Fastify and the type generator get. */
const flatFiles = flattenFiles(schemaFiles);

/** Keywords draft-07 and 2020-12 read the same way; anything else would split the two. */
const PORTABLE_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  '$ref',
  'anyOf',
  'minItems',
  'maxItems',
  'minProperties',
  'default',
  'description',
  'title',
  '$defs',
]);
const ROOT_ONLY_KEYWORDS = new Set(['$schema', '$id']);
const FORMATS = new Set(['uuid', 'email', 'date', 'date-time', 'uri']);

type SchemaNode = Record<string, unknown>;

/**
 * Item fields a detail schema answers in another shape, by detail schema: an access code's
 * detail gives the carer and the client as objects where the list gives their e-mail and name.
 */
const RESHAPED_IN_DETAIL: Record<string, string[]> = {
  'access-code-detail.json': ['createdFor', 'usedBy', 'assignedAt', 'usedAt'],
};

/** Every subschema of a schema, with a JSON-pointer-like path for messages. */
function subschemas(node: SchemaNode, at = '#'): [string, SchemaNode][] {
  const found: [string, SchemaNode][] = [[at, node]];
  const visit = (child: unknown, childAt: string) => {
    if (typeof child === 'object' && child !== null && !Array.isArray(child)) {
      found.push(...subschemas(child as SchemaNode, childAt));
    }
  };
  for (const key of ['properties', '$defs'] as const) {
    for (const [name, child] of Object.entries((node[key] as SchemaNode | undefined) ?? {})) {
      visit(child, `${at}/${key}/${name}`);
    }
  }
  visit(node.items, `${at}/items`);
  visit(node.additionalProperties, `${at}/additionalProperties`);
  ((node.anyOf as unknown[] | undefined) ?? []).forEach((child, i) =>
    visit(child, `${at}/anyOf/${i}`),
  );
  return found;
}

function problemsOf({ file, schema }: SchemaFile): string[] {
  const problems: string[] = [];
  for (const [at, node] of subschemas(schema)) {
    const where = `${file} ${at}`;
    for (const key of Object.keys(node)) {
      const allowed = PORTABLE_KEYWORDS.has(key) || (at === '#' && ROOT_ONLY_KEYWORDS.has(key));
      if (!allowed) {
        problems.push(`${where}: keyword ${key} is not allowed`);
      }
    }
    if (typeof node.format === 'string' && !FORMATS.has(node.format)) {
      problems.push(`${where}: format ${node.format} is not allowed`);
    }
    // Beside a $ref, draft-07 ignores siblings and json-schema-to-typescript renames the type.
    if ('$ref' in node && Object.keys(node).length > 1) {
      problems.push(`${where}: $ref must stand alone`);
    }
    const types = [node.type].flat();
    if (types.includes('object')) {
      if (node.additionalProperties === undefined || node.additionalProperties === true) {
        problems.push(`${where}: object without "additionalProperties": false`);
      }
      const properties = Object.keys((node.properties as SchemaNode | undefined) ?? {});
      for (const name of (node.required as string[] | undefined) ?? []) {
        if (!properties.includes(name)) {
          problems.push(`${where}: required ${name} is not a property`);
        }
      }
    }
  }
  return problems;
}

describe('schema files', () => {
  it.each(flatFiles)('$file follows the conventions', (schemaFile) => {
    const { file, schema } = schemaFile;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(file);
    expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.json$/);
    expect(schema.title).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(schema.description).toEqual(expect.any(String));
    expect(problemsOf(schemaFile)).toEqual([]);
  });

  it('every $ref points to an existing schema file', () => {
    const broken = schemaFiles.flatMap(({ file, schema }) =>
      [...collectRefs(schema)]
        .filter((ref) => !existsSync(path.join(schemasDir, ref.split('#')[0] ?? ref)))
        .map((ref) => `${file} -> ${ref}`),
    );
    expect(broken).toEqual([]);
  });

  // A detail is its list item and more: written as the item plus its own fields, it cannot lose
  // a field added to the item (`GET case-managers/{uuid}/` once did).
  it('each detail schema builds on its item and holds every item field as the item declares it', () => {
    const flat = new Map(flatFiles.map(({ file, schema }) => [file, schema]));
    const problems = schemaFiles.flatMap(({ file, schema }) => {
      const itemFile = file.replace(/-detail\.json$/, '.json');
      const item = flat.get(itemFile);
      if (itemFile === file || item === undefined) {
        return [];
      }
      const reshaped = RESHAPED_IN_DETAIL[file] ?? [];
      const detail = flat.get(file) as SchemaNode;
      const detailProperties = detail.properties as SchemaNode;
      const detailRequired = detail.required as string[];
      const builds = JSON.stringify((schema.allOf as unknown[] | undefined)?.[0]);
      return [
        ...(reshaped.length === 0 && builds !== JSON.stringify({ $ref: itemFile })
          ? [`${file} does not start with allOf [{"$ref": "${itemFile}"}, …]`]
          : []),
        ...Object.entries(item.properties as SchemaNode)
          .filter(([name]) => !reshaped.includes(name))
          .filter(([name, p]) => JSON.stringify(detailProperties[name]) !== JSON.stringify(p))
          .map(([name]) => `${file} declares ${name} unlike ${itemFile}`),
        ...((item.required as string[] | undefined) ?? [])
          .filter((name) => !reshaped.includes(name) && !detailRequired.includes(name))
          .map((name) => `${file} does not require ${name}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('titles are unique, since each becomes an exported type name', () => {
    const titles = schemaFiles.map(({ schema }) => schema.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });
});

describe('generated types', () => {
  it('match the schemas', { timeout: 60_000 }, async () => {
    const expected = await generateTypes();
    const actual = await readGeneratedFiles();
    const stale = [...new Set([...expected.keys(), ...actual.keys()])].filter(
      (file) => expected.get(file) !== actual.get(file),
    );
    expect(stale, 'Generated types are stale: run npm run gen').toEqual([]);
  });

  // Ajv numbers what it emits across one instance's compilations; one schema more must not
  // renumber the validators of the others, wherever its name sorts.
  it('of other schemas stay as they were when a schema is added', { timeout: 60_000 }, async () => {
    const throwaway = (file: string): SchemaFile => ({
      file,
      schema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: file,
        title: `Throwaway${file.charAt(0).toUpperCase()}`,
        description: 'A schema that exists only in this test.',
        type: 'object',
        properties: {
          title: { $ref: 'issue-title.json' },
          email: { $ref: 'email.json' },
          code: { type: 'string', pattern: '^[A-Z]+$', maxLength: 8 },
        },
        required: ['title'],
        additionalProperties: false,
      },
    });
    const added = [throwaway('aaa-throwaway-create.json'), throwaway('mmm-throwaway-request.json')];
    const before = await generateTypes(schemaFiles);
    const after = await generateTypes(
      [...schemaFiles, ...added].sort((a, b) => (a.file < b.file ? -1 : 1)),
    );
    const changed = [...before.keys()].filter((file) => before.get(file) !== after.get(file));
    expect(changed.sort()).toEqual([
      'core/generated/index.ts',
      'core/generated/validators/index.ts',
    ]);
    expect([...after.keys()].filter((file) => !before.has(file)).sort()).toEqual([
      'core/generated/aaa-throwaway-create.ts',
      'core/generated/mmm-throwaway-request.ts',
      'core/generated/validators/aaa-throwaway-create.ts',
      'core/generated/validators/mmm-throwaway-request.ts',
    ]);
  });
});

function addAll(ajv: Ajv, draft07: boolean): Ajv {
  addFormats(ajv);
  for (const { schema } of flatFiles) {
    const copy = { ...schema } as AnySchemaObject;
    if (draft07) {
      copy.$schema = 'http://json-schema.org/draft-07/schema#';
    }
    ajv.addSchema(copy);
  }
  return ajv;
}

// Fastify's own Ajv speaks draft-07, so every sample must behave the same under both drafts.
const validators = {
  '2020-12': addAll(new Ajv2020({ strict: true, allErrors: true }), false),
  'draft-07': addAll(new Ajv({ strict: true, allErrors: true }), true),
};

const at = '2026-04-27T09:30:00Z';
const uuid = '0b5c5f1e-3c5a-4f63-9d0f-7c1a2b3c4d5e';
const text = (length: number) => 'x'.repeat(length);
const checkin = { checkin_at: at, mood: 3, diet: 3, sleep: 3, active: 3 };
const chargeRequest = { first_name: 'Ada', last_name: 'Lovelace', designation: 'Case manager' };

const chargeDetail = {
  id: 7,
  uuid,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  nickname: null,
  email: 'ada@example.org',
  company: null,
  course: 'Resilience',
  sessions: 0,
  policy: null,
  latestSession: null,
  consentStatus: 'NR',
  attention: null,
  latestPhq8: null,
  accessCodes: ['AB-12'],
  companyId: null,
  gender: null,
  isEmployed: null,
  createdOn: at,
  updatedOn: at,
  otherSupporters: [
    { email: 'ot@example.org', designation: 'OT', consentStatus: 'GV', createdAt: at },
  ],
  invitedSupporters: [
    { email: 'new@example.org', designation: 'Coach', status: 'PN', createdAt: at },
  ],
  canSupporterInviteOthers: true,
  latestEpisode: {
    id: 3,
    openedOn: '2026-04-27',
    closedOn: null,
    dischargeReason: null,
    dischargeNote: null,
  },
};
const unusedCode = {
  id: 1,
  code: 'AB-12',
  createdAt: at,
  updatedAt: at,
  createdFor: null,
  usedBy: null,
  toBeUsedBy: null,
  used: false,
};

const samples: [string, string, unknown, boolean][] = [
  ['charge detail', 'charge-detail.json', chargeDetail, true],
  [
    'charge detail without consentStatus',
    'charge-detail.json',
    { ...chargeDetail, consentStatus: undefined },
    false,
  ],
  ['unused access code detail', 'access-code-detail.json', unusedCode, true],
  [
    'access code detail with a partial carer',
    'access-code-detail.json',
    { ...unusedCode, createdFor: { uuid } },
    false,
  ],
  [
    'PHQ-8 with 8 answers 0..3',
    'phq8.json',
    {
      postedAt: at,
      qs: [0, 1, 2, 3, 3, 2, 1, 0],
      totalScore: 12,
      severity: 'moderate',
      reliableChangeFromFirst: 'improvement',
      reliableChangeFromPrevious: null,
    },
    true,
  ],
  [
    'PHQ-8 with an answer 4',
    'phq8.json',
    { postedAt: at, qs: [0, 1, 2, 4, 3, 2, 1, 0], totalScore: 13 },
    false,
  ],
  [
    'PHQ-8 with 7 answers',
    'phq8.json',
    { postedAt: at, qs: [0, 1, 2, 3, 3, 2, 1], totalScore: 12 },
    false,
  ],
  ['app PHQ-8 without posted_at', 'app-phq8-create.json', { qs: [3, 3, 3, 3, 3, 3, 3, 3] }, true],
  ['app GAD-7 with 8 answers', 'app-gad7-create.json', { qs: [0, 0, 0, 0, 0, 0, 0, 0] }, false],
  ['app WSAS answer 8', 'app-wsas-create.json', { qs: [8, 8, 8, 8, 8] }, true],
  ['app WSAS answer 9', 'app-wsas-create.json', { qs: [8, 8, 8, 8, 9] }, false],
  ['issue title of 3', 'issue-create.json', { title: text(3), text: '' }, false],
  ['issue title of 4', 'issue-create.json', { title: text(4), text: '' }, true],
  ['issue title of 256', 'issue-create.json', { title: text(256) }, true],
  ['issue title of 257', 'issue-create.json', { title: text(257) }, false],
  ['issue text of 2048', 'issue-create.json', { title: 'Hello', text: text(2048) }, true],
  ['issue text of 2049', 'issue-create.json', { title: 'Hello', text: text(2049) }, false],
  ['check-in', 'app-checkin-create.json', { ...checkin, t1: null, t2: 5 }, true],
  ['check-in with mood 0', 'app-checkin-create.json', { ...checkin, mood: 0 }, false],
  ['check-in with mood 6', 'app-checkin-create.json', { ...checkin, mood: 6 }, false],
  ['check-in t2 of 6', 'daily-checkin.json', { ...checkin, t2: 6 }, false],
  ['charge request', 'charge-request-create.json', chargeRequest, true],
  [
    'charge request with nulls',
    'charge-request-create.json',
    { ...chargeRequest, email: null, company: null, policy_number: null },
    true,
  ],
  [
    'charge request with an unknown key',
    'charge-request-create.json',
    { ...chargeRequest, nickname: 'A' },
    false,
  ],
  [
    'charge request with empty designation',
    'charge-request-create.json',
    { ...chargeRequest, other_case_managers: [{ uuid, designation: '' }] },
    false,
  ],
  ['access code', 'access-code-create.json', { code: 'AB-12', created_for: null }, true],
  ['lowercase access code', 'access-code-create.json', { code: 'ab-12' }, false],
  ['access code of 3', 'access-code-create.json', { code: 'ABC' }, false],
  ['empty bulk create', 'access-code-bulk-create.json', { access_codes: [] }, false],
  ['short new password', 'new-password-request.json', { token: 'ABC', password: text(11) }, false],
  ['new password of 12', 'new-password-request.json', { token: 'ABC', password: text(12) }, true],
  ['consent given by a supporter', 'consent-status-update.json', { status: 'GV' }, false],
  ['list query', 'list-query.json', { page: 1, page_size: 100, sort: 'email::asc' }, true],
  ['list query page size 101', 'list-query.json', { page_size: 101 }, false],
  ['error with field errors', 'error.json', { message: 'Bad', data: { code: ['Taken'] } }, true],
  ['error with bulk field errors', 'error.json', { message: 'Bad', data: [{}] }, false],
  [
    'bulk error with field errors per item',
    'bulk-error.json',
    { message: 'Bad', data: [{}, { code: ['Taken'] }] },
    true,
  ],
  ['journey without consent', 'charge-journey.json', { permissionDenied: true }, true],
  [
    'issue stats month',
    'issue-stats.json',
    {
      created: 1,
      assigned: 0,
      resolved: 0,
      createdPerMonth: [{ total: 1, month: '2026-04' }],
      resolvedPerMonth: [],
    },
    true,
  ],
  [
    'issue stats month 13',
    'issue-stats.json',
    {
      created: 1,
      assigned: 0,
      resolved: 0,
      createdPerMonth: [{ total: 1, month: '2026-13' }],
      resolvedPerMonth: [],
    },
    false,
  ],
];

describe.each(Object.entries(validators))('schemas under %s', (_draft, ajv) => {
  it('all compile in strict mode', () => {
    for (const { file } of schemaFiles) {
      expect(() => ajv.getSchema(file), file).not.toThrow();
      expect(ajv.getSchema(file), file).toBeTypeOf('function');
    }
  });

  it.each(samples)('%s (%s) valid: %s', (_name, file, data, valid) => {
    const validate = ajv.getSchema(file);
    expect(validate?.(data), JSON.stringify(validate?.errors)).toBe(valid);
  });
});
