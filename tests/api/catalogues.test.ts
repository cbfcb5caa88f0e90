import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, type CaseManager, type Client } from './support/app';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';
import { consentedClient } from './support/triage';

/**
 * The catalogues administrators keep from their definitions: companies (a plain table) and
 * courses (their isiZulu name apart). Everyone lists them; only administrators write; a name is
 * unique; a delete is refused while a case manager or a charge refers to the row, naming them.
 */
let context: TestContext;
let admin: { headers: Record<string, string> };
let manager: CaseManager;
let quasi: CaseManager;
let client: Client;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
  manager = await caseManager(context);
  quasi = await caseManager(context, { role: 'QM' });
  client = await consentedClient(context, manager);
});
afterAll(() => context.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
  language = 'en',
) =>
  context.app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: { ...headers, 'accept-language': language },
    payload,
  });

async function created(url: string, payload: object): Promise<{ id: number; name: string }> {
  const response = await call(admin.headers, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const items = async <T>(headers: Record<string, string>, url: string, language = 'en') => {
  const response = await call(headers, 'GET', url, undefined, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: T[] }>().items;
};

const auditOf = (type: string, id: number) =>
  sql<{ action: string; details: { fields: string[] } }>`
    SELECT action, details FROM audit_log
    WHERE target_type = ${type} AND target_id = ${String(id)} ORDER BY id`
    .execute(context.database.db)
    .then((result) => result.rows.map((row) => [row.action, row.details.fields]));

/** Every row of the tables a catalogue write could touch, to show a refused one changed nothing. */
const catalogueRows = async () => {
  const digests: string[] = [];
  for (const table of ['companies', 'courses', 'case_manager_companies', 'charges', 'audit_log']) {
    const { rows } = await sql<{ digest: string | null }>`
      SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
      FROM ${sql.table(table)} AS t`.execute(context.database.db);
    digests.push(`${table}:${rows[0]?.digest ?? ''}`);
  }
  return digests;
};

describe('companies and courses, kept by administrators', () => {
  let company: number;
  let course: number;

  it('an administrator adds a company and a course, renames them, and every list shows the new names', async () => {
    company = (await created('companies/', { name: `Acme ${stamp}` })).id;
    const added = await created('courses/', { name: `Sleep ${stamp}`, nameZu: `Lala ${stamp}` });
    course = added.id;
    expect(added.name).toBe(`Sleep ${stamp}`);
    await context.database.db
      .insertInto('case_manager_companies')
      .values({ case_manager_id: manager.id, company_id: company })
      .execute();
    await context.database.db
      .updateTable('charges')
      .set({ company_id: company, course_id: course })
      .where('id', '=', client.chargeId)
      .execute();

    const renamed = await call(admin.headers, 'PATCH', `companies/${company}/`, {
      name: `Acme renamed ${stamp}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id: company, name: `Acme renamed ${stamp}` });
    const courseRenamed = await call(admin.headers, 'PATCH', `courses/${course}/`, {
      name: `Sleep well ${stamp}`,
      nameZu: `Lala kahle ${stamp}`,
    });
    expect(courseRenamed.statusCode, courseRenamed.body).toBe(200);
    expect(courseRenamed.json()).toEqual({
      id: course,
      name: `Sleep well ${stamp}`,
      nameZu: `Lala kahle ${stamp}`,
    });

    // The company filter's choices, the case managers list's companies (by that filter), the
    // charges list's company and course (by the course filter).
    const companyNames = await items<{ name: string }>(
      manager.headers,
      `companies/?search=name::${stamp}`,
    );
    expect(companyNames.map((c) => c.name)).toEqual([`Acme renamed ${stamp}`]);
    const managers = await items<{ uuid: string; companies: { name: string }[] }>(
      admin.headers,
      `case-managers/?filter=company::${company}`,
    );
    expect(managers.map((m) => [m.uuid, m.companies.map((c) => c.name)])).toEqual([
      [manager.uuid, [`Acme renamed ${stamp}`]],
    ]);
    for (const [language, courseName] of [
      ['en', `Sleep well ${stamp}`],
      ['zu', `Lala kahle ${stamp}`],
    ] as const) {
      const charges = await items<{ uuid: string; company: string; course: string }>(
        manager.headers,
        `charges/?filter=course::${course}`,
        language,
      );
      expect(charges.map((c) => [c.uuid, c.company, c.course])).toEqual([
        [client.chargeUuid, `Acme renamed ${stamp}`, courseName],
      ]);
      // The course filter's choices, at the spec's path and at the resource's own.
      for (const path of ['charges/courses/', 'courses/']) {
        const courses = await items<{ id: number; name: string }>(
          quasi.headers,
          `${path}?search=name::${stamp}`,
          language,
        );
        expect(courses).toEqual([{ id: course, name: courseName }]);
      }
    }
    // A blank isiZulu name is removed: the course reads its English one in isiZulu.
    const cleared = await call(admin.headers, 'PATCH', `courses/${course}/`, { nameZu: null });
    expect(cleared.json()).toMatchObject({ nameZu: null });
    expect(
      await items<{ name: string }>(manager.headers, `courses/?search=name::${stamp}`, 'zu'),
    ).toEqual([{ id: course, name: `Sleep well ${stamp}` }]);
  });

  it('refuses a taken name with a 409 naming the field, in either language', async () => {
    const other = await created('courses/', { name: `Other ${stamp}`, nameZu: `Enye ${stamp}` });
    const before = await catalogueRows();
    const company = await call(admin.headers, 'POST', 'companies/', {
      name: `Acme renamed ${stamp}`,
    });
    expect(company.statusCode).toBe(409);
    expect(Object.keys(company.json<{ data: object }>().data)).toEqual(['name']);
    const zulu = await call(admin.headers, 'PATCH', `courses/${course}/`, {
      nameZu: `Enye ${stamp}`,
    });
    expect(zulu.statusCode).toBe(409);
    expect(Object.keys(zulu.json<{ data: object }>().data)).toEqual(['nameZu']);
    const english = await call(admin.headers, 'PATCH', `courses/${other.id}/`, {
      name: `Sleep well ${stamp}`,
    });
    expect(english.statusCode).toBe(409);
    expect(Object.keys(english.json<{ data: object }>().data)).toEqual(['name']);
    expect(await catalogueRows()).toEqual(before);
  });

  it('refuses the delete of a row a case manager or a charge uses, naming them, and changes nothing', async () => {
    const managersOnly = await created('companies/', { name: `Managers only ${stamp}` });
    await context.database.db
      .insertInto('case_manager_companies')
      .values([
        { case_manager_id: quasi.id, company_id: managersOnly.id },
        { case_manager_id: manager.id, company_id: managersOnly.id },
      ])
      .execute();
    const chargesOnly = await created('companies/', { name: `Charges only ${stamp}` });
    const second = await consentedClient(context, manager);
    await context.database.db
      .updateTable('charges')
      .set({ company_id: chargesOnly.id })
      .where('id', '=', second.chargeId)
      .execute();

    const before = await catalogueRows();
    const refusals = [
      ['en', `companies/${managersOnly.id}/`, 'This record is still used by case managers (2)'],
      ['zu', `companies/${managersOnly.id}/`, 'lisasetshenziswa ngabaphathi bokunakekela (2)'],
      ['en', `companies/${chargesOnly.id}/`, 'This record is still used by managed users (1)'],
      ['en', `courses/${course}/`, 'This record is still used by managed users (1)'],
      ['zu', `courses/${course}/`, 'lisasetshenziswa ngabasebenzisi abaphethwe (1)'],
    ] as const;
    for (const [language, url, message] of refusals) {
      const response = await call(admin.headers, 'DELETE', url, undefined, language);
      expect(response.statusCode, url).toBe(409);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await catalogueRows()).toEqual(before);
  });

  it('deletes an unused company and course (204), then they are gone', async () => {
    const unusedCompany = await created('companies/', { name: `Unused ${stamp}` });
    const unusedCourse = await created('courses/', { name: `Unused course ${stamp}` });
    for (const url of [`companies/${unusedCompany.id}/`, `courses/${unusedCourse.id}/`]) {
      expect((await call(admin.headers, 'DELETE', url)).statusCode).toBe(204);
      expect((await call(admin.headers, 'GET', url)).statusCode).toBe(404);
      expect((await call(admin.headers, 'DELETE', url)).statusCode).toBe(404);
    }
    expect(await auditOf('companies', unusedCompany.id)).toEqual([
      ['resource.create', ['name']],
      ['resource.delete', []],
    ]);
    expect(await auditOf('courses', unusedCourse.id)).toEqual([
      ['resource.create', ['name']],
      ['resource.delete', []],
    ]);
  });

  it('lets a supporter (QM) and a case manager (MG) list them but not write them (403)', async () => {
    const before = await catalogueRows();
    for (const caller of [quasi, manager]) {
      for (const list of ['companies/', 'courses/', 'charges/courses/']) {
        expect((await call(caller.headers, 'GET', list)).statusCode).toBe(200);
      }
      const writes = [
        ['POST', 'companies/', { name: `Refused ${stamp}` }],
        ['PATCH', `companies/${company}/`, { name: `Refused ${stamp}` }],
        ['DELETE', `companies/${company}/`, undefined],
        ['POST', 'courses/', { name: `Refused ${stamp}` }],
        ['PATCH', `courses/${course}/`, { name: `Refused ${stamp}` }],
        ['DELETE', `courses/${course}/`, undefined],
      ] as const;
      for (const [method, url, payload] of writes) {
        expect((await call(caller.headers, method, url, payload)).statusCode, url).toBe(403);
      }
    }
    expect(await catalogueRows()).toEqual(before);
  });

  it('audits every write with the fields it changed', async () => {
    expect(await auditOf('companies', company)).toEqual([
      ['resource.create', ['name']],
      ['resource.update', ['name']],
    ]);
    expect(await auditOf('courses', course)).toEqual([
      ['resource.create', ['name', 'nameZu']],
      ['resource.update', ['name', 'nameZu']],
      ['resource.update', ['nameZu']],
    ]);
  });
});
