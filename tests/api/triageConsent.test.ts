import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENTION_CODES } from '../../core/attention';
import { severityBands } from '../../core/severity';
import { caseManager, company, fingerprint, type CaseManager, type Client } from './support/app';
import {
  ago,
  checkin,
  consentedClient,
  flagCodes,
  listCharges,
  questionnaire,
  session,
} from './support/triage';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * A flag reveals journey data, so a caller whose own consent is not Given learns
 * nothing of it through any list filter, sort, search or count, nor the charge's detail, its
 * attention route or the summary. Like the access matrix: every such call, for every caller
 * without consent (an attached supporter whose consent is only requested, an administrator),
 * against charges that raise every flag for the supporter who holds consent.
 */
let context: TestContext;
let holder: CaseManager;
let asked: CaseManager;
let adminHeaders: { authorization: string };
let clients: Client[];

beforeAll(async () => {
  context = await startTestApp();
  holder = await caseManager(context);
  asked = await caseManager(context);
  // Only company mates may be attached to one request.
  const shared = await company(context, 'Triage Mates');
  await context.database.db
    .insertInto('case_manager_companies')
    .values([holder, asked].map((cm) => ({ case_manager_id: cm.id, company_id: shared })))
    .execute();
  const admin = await createUser(context, { role: 'AD' });
  adminHeaders = bearer((await login(context, admin.email)).access);
  const build = async (work: (client: Client) => Promise<void>) => {
    const client = await consentedClient(context, holder, [asked]);
    await work(client);
    return client;
  };
  clients = [
    await build(async (c) => {
      await questionnaire(context, c, 'phq8', 2, ago(3));
      await questionnaire(context, c, 'phq8', 23, ago(1));
    }),
    await build(async (c) => {
      for (let day = 5; day >= 1; day -= 1) {
        await checkin(context, c, 1, ago(day));
      }
    }),
    await build(async (c) => {
      await session(context, c, ago(20));
      await questionnaire(context, c, 'phq8', 12, ago(25));
    }),
    await build(async (c) => questionnaire(context, c, 'gad7', 9)),
  ];
});
afterAll(() => context.close());

describe('the holder of consent', () => {
  it('sees every flag (the world below is not empty)', async () => {
    const { items } = await listCharges(context, holder.headers, '&sort=latestPhq8::desc');
    const raised = new Set(items.flatMap((item) => flagCodes(item) ?? []));
    expect([...raised].sort()).toEqual([...ATTENTION_CODES].sort());
  });
});

describe.each(['asked', 'admin'] as const)('a caller without consent (%s)', (who) => {
  const headers = () => (who === 'asked' ? asked.headers : adminHeaders);
  const mine = (uuids: string[]) =>
    uuids.filter((uuid) => clients.some((client) => client.chargeUuid === uuid));
  // With every key null, a sort falls back to the tie-breaker: the charges' ids.
  const byId = () =>
    [...clients].sort((a, b) => a.chargeId - b.chargeId).map((client) => client.chargeUuid);

  it('gets null flags and no PHQ-8 in the list and the detail', async () => {
    const { items } = await listCharges(context, headers());
    const listed = items.filter((item) => mine([item.uuid]).length === 1);
    expect(listed).toHaveLength(clients.length);
    for (const item of listed) {
      expect(item.attention).toBeNull();
      expect(item.latestPhq8).toBeNull();
      const detail = await context.app.inject({
        url: `/api/v2/charges/${item.uuid}/`,
        headers: headers(),
      });
      expect(detail.json()).toMatchObject({ attention: null, latestPhq8: null });
    }
  });

  it.each([
    ...ATTENTION_CODES.map((code) => `filter=attention::${code}`),
    ...severityBands('phq8').map((band) => `filter=phq8Band::${band.severity}`),
  ])('%s finds nothing', async (query) => {
    const page = await listCharges(context, headers(), `&${query}`);
    expect(page.count).toBe(0);
    expect(page.items).toEqual([]);
  });

  it.each(['latestPhq8::desc', 'latestPhq8::asc', 'attention::desc', 'attention::asc'])(
    'sort=%s orders by nothing but the ids',
    async (sort) => {
      const { items } = await listCharges(context, headers(), `&sort=${sort}`);
      expect(mine(items.map((item) => item.uuid))).toEqual(byId());
    },
  );

  it('a search carries no flags either', async () => {
    const { items } = await listCharges(context, headers(), '&search=fullName::Lindiwe');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.attention === null && item.latestPhq8 === null)).toBe(true);
  });

  it('counts nobody in the summary', async () => {
    const response = await context.app.inject({
      url: '/api/v2/charges/attention-summary/',
      headers: headers(),
    });
    expect(response.json<{ total: number }>().total).toBe(0);
  });

  it("reads only permissionDenied from a charge's attention, and may not acknowledge", async () => {
    for (const client of clients) {
      const read = await context.app.inject({
        url: `/api/v2/charges/${client.chargeUuid}/attention/`,
        headers: headers(),
      });
      expect(read.json()).toEqual({ permissionDenied: true });
      const before = await fingerprint(context, ['attention_acknowledgements', 'audit_log']);
      const write = await context.app.inject({
        method: 'POST',
        url: `/api/v2/charges/${client.chargeUuid}/attention/`,
        headers: headers(),
        payload: { code: 'severe_score', note: 'Seen.' },
      });
      expect(write.statusCode, write.body).toBe(403);
      expect(await fingerprint(context, ['attention_acknowledgements', 'audit_log'])).toEqual(
        before,
      );
    }
  });
});
