import { parse, type Options } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseManager } from '../../core/generated/case-manager';
import type { Charge } from '../../core/generated/charge';
import { caseManagers } from '../../resources/caseManagers';
import { inLanguage, translate } from '../../server/lib/translate';
import { zuluMessages } from '../../i18n/zu';
import { createCharge } from '../../server/services/charges';
import { columnsOf } from '../../core/definitionColumns';
import { parseCsv } from './support/parseCsv';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let acme: number;
let managerUserId: number;

interface Page<T> {
  items: T[];
  count: number;
}

const CSV = { accept: 'text/csv' };

/** The case managers' columns as the definition declares them, and their English labels. */
const columns = columnsOf(caseManagers);
const labels = columns.map(({ label }) => inLanguage('en', () => translate(label)));
/** A row's cell under the column of `field`. */
const cell = (row: string[] | undefined, field: string) =>
  row?.[columns.findIndex((column) => column.field === field)];

const get = (url: string, headers: Record<string, string>) =>
  context.app.inject({ url: `/api/v2/${url}`, headers });

/** Every page of a JSON list, in turn, as the portal's pager shows them. */
async function allPages<T>(url: string, headers: Record<string, string>, size = 10) {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await get(`${url}&page=${page}&page_size=${size}`, headers)).json<Page<T>>();
    items.push(...answer.items);
    if (items.length >= answer.count || answer.items.length === 0) {
      return items;
    }
  }
}

beforeAll(async () => {
  context = await startTestApp();
  const { db } = context.database;
  const companies = await db
    .insertInto('companies')
    .values([{ name: 'Acme' }, { name: 'Bantu Bank' }])
    .returning('id')
    .execute();
  acme = companies[0]?.id ?? 0;
  const bantu = companies[1]?.id ?? 0;
  const adminUser = await createUser(context, { username: 'x-admin', role: 'AD', isStaff: true });
  const managerUser = await createUser(context, { username: 'x-manager', companyIds: [acme] });
  managerUserId = managerUser.id;
  admin = bearer((await login(context, adminUser.email)).access);
  manager = bearer((await login(context, managerUser.email)).access);
  // 27 case managers of Acme (three pages of ten), a few without a last sign-in and some with
  // the same one (the tie-breaker orders them), and 5 of another company.
  for (let i = 0; i < 32; i += 1) {
    const user = await createUser(context, {
      username: `x-cm${String(i).padStart(2, '0')}`,
      firstName: i === 7 ? '=HYPERLINK("x")' : i === 8 ? '@SUM(1)' : `Name${i}`,
      lastName: `Surname, ${i}`,
      companyIds: [i < 27 ? acme : bantu],
    });
    const lastLogin = i % 9 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 5)));
    await db
      .updateTable('users')
      .set({ last_login: lastLogin })
      .where('id', '=', user.id)
      .execute();
  }
  await db
    .updateTable('users')
    .set({ last_login: new Date('2026-02-01T00:00:00Z') })
    .where('id', '=', managerUser.id)
    .execute();
  // The manager supports three charges; someone else supports two others.
  const other = await createUser(context, { username: 'x-other' });
  const carers = await db
    .selectFrom('case_managers')
    .select(['id', 'user_id'])
    .where('user_id', 'in', [managerUser.id, other.id])
    .execute();
  for (let i = 0; i < 5; i += 1) {
    const chargeId = await createCharge(db, {
      email: `x-charge${i}@example.org`,
      passwordHash: 'x',
      firstName: `Charge${i}`,
      lastName: 'Client',
      companyId: acme,
      courseId: null,
      policy: `P-${i}`,
    });
    const carer = carers.find((c) => c.user_id === (i < 3 ? managerUser.id : other.id));
    await db
      .insertInto('charge_supporters')
      .values({ charge_id: chargeId, case_manager_id: carer?.id ?? 0, consent_status: 'GV' })
      .execute();
  }
});
afterAll(() => context.close());

describe('a list asked for as text/csv', () => {
  const query = () => `case-managers/?filter=company::${acme}&sort=lastLogin::desc`;

  it('holds exactly the rows and order of every page of the list, under its column labels', async () => {
    const response = await get(query(), { ...admin, ...CSV });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="case-managers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(labels);
    expect(header).toEqual(expect.arrayContaining(['Email', 'Full name', 'Companies', 'Status']));
    const listed = await allPages<CaseManager>(query(), admin);
    expect(listed).toHaveLength(28);
    expect(rows.map((row) => cell(row, 'email'))).toEqual(listed.map((item) => item.email));
    const first = listed[0];
    const shown = ['email', 'fullName', 'lastLogin', 'loginsCount', 'viewsCount', 'companies'];
    expect(['isActive', ...shown].map((field) => cell(rows[0], field))).toEqual([
      'Active',
      first?.email,
      first?.fullName,
      first?.lastLogin ?? '',
      String(first?.loginsCount),
      String(first?.viewsCount),
      'Acme',
    ]);
    expect(rows[0]).toHaveLength(columns.length);
  });

  it('writes its headers in the reader language', async () => {
    const response = await get(query(), { ...admin, ...CSV, 'accept-language': 'zu' });
    const [header] = parseCsv(response.body);
    expect(cell(header, 'email')).toBe('I-imeyili');
  });

  it('leaves a cell that starts like a formula as text', async () => {
    const response = await get(query(), { ...admin, ...CSV });
    const rows = parseCsv(response.body);
    const names = rows.map((row) => cell(row, 'fullName'));
    expect(names).toContain(`'=HYPERLINK("x") Surname, 7`);
    expect(names).toContain("'@SUM(1) Surname, 8");
    expect(response.body).toContain(`"'=HYPERLINK(""x"") Surname, 7"`);
    expect(names.every((name) => !/^[=+\-@\t\r]/.test(name ?? ''))).toBe(true);
  });

  it('writes a policy number holding a separator and a formula so neither reader runs it', async () => {
    // A policy_number built to split a cell, read by csv-parse splitting on , and on ;.
    const { db } = context.database;
    const hostile = ";=cmd|' /C calc'!A0;";
    await db.updateTable('charges').set({ policy: hostile }).where('policy', '=', 'P-1').execute();
    try {
      const response = await get('charges/?sort=policy::asc', { ...manager, ...CSV });
      expect(response.statusCode).toBe(200);
      // Split on ; the file's own quotes may not pair up, so that reader takes them literally.
      for (const reading of [{ delimiter: ',' }, { delimiter: ';', quote: false }] as Options[]) {
        const cells = parse(response.body.replace(/^\uFEFF/, ''), {
          ...reading,
          relax_quotes: true,
          relax_column_count: true,
        }).flat();
        expect(cells.some((cell) => cell.includes('cmd|'))).toBe(true);
        expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      }
    } finally {
      await db
        .updateTable('charges')
        .set({ policy: 'P-1' })
        .where('policy', '=', hostile)
        .execute();
    }
  });

  it('gives a case manager only their own charges, as their list shows them', async () => {
    const response = await get('charges/?sort=policy::asc', { ...manager, ...CSV });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    const email = header?.indexOf('Email') ?? -1;
    expect(email).toBeGreaterThanOrEqual(0);
    const listed = await allPages<Charge>('charges/?sort=policy::asc', manager, 2);
    expect(listed.map((c) => c.email)).toEqual([
      'x-charge0@example.org',
      'x-charge1@example.org',
      'x-charge2@example.org',
    ]);
    expect(rows.map((row) => row[email])).toEqual(listed.map((c) => c.email));
    // Consent by its label in the reader's language, as the list shows it, not its code.
    const consent = header?.indexOf('Consent status') ?? -1;
    expect(consent).toBeGreaterThanOrEqual(0);
    expect(rows.map((row) => row[consent])).toEqual(['Given', 'Given', 'Given']);
    const zulu = parseCsv(
      (await get('charges/?sort=policy::asc', { ...manager, ...CSV, 'accept-language': 'zu' }))
        .body,
    );
    expect(zulu[1]?.[consent]).toBe(zuluMessages.portal.case_managers.consent.GV);
    const everyone = parseCsv((await get('charges/', { ...admin, ...CSV })).body);
    expect(everyone).toHaveLength(1 + 5);
  });

  it('is refused like the list: a case manager cannot export an administrators list', async () => {
    expect((await get(query(), { ...manager, ...CSV })).statusCode).toBe(403);
    const bad = await get('case-managers/?sort=fullName::asc', { ...admin, ...CSV });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is written to the audit log with the resource and the query', async () => {
    await get('charges/?sort=policy::asc', { ...manager, ...CSV });
    const row = await context.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'list.export')
      .where('actor_user_id', '=', managerUserId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ target_type: 'list', target_id: 'charges' });
    expect(row.details).toMatchObject({
      resource: 'charges',
      path: '/api/v2/charges/',
      query: { sort: 'policy::asc' },
    });
  });

  it('still answers one JSON page without the CSV header', async () => {
    const response = await get(`${query()}&page_size=10`, admin);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<Page<CaseManager>>().items).toHaveLength(10);
  });

  it("exports a case manager's charges like every other list", async () => {
    const { uuid } = await context.database.db
      .selectFrom('case_managers')
      .select('uuid')
      .where('user_id', '=', managerUserId)
      .executeTakeFirstOrThrow();
    const url = `case-managers/${uuid}/charges/?sort=firstName::desc`;
    const response = await get(url, { ...admin, ...CSV });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['First name', 'Last name', 'Email', 'Consent']);
    const listed = await allPages<{ email: string }>(url, admin);
    expect(rows.map((row) => row[2])).toEqual(listed.map((item) => item.email));
    expect(rows).toHaveLength(3);
  });
});
