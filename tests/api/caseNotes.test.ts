import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import type { CaseNote } from '../../core/generated/case-note';
import type { CaseNoteList } from '../../core/generated/case-note-list';
import { clock } from '../../server/lib/clock';
import { chargeFor } from './support/fixtures';
import { parseCsv } from './support/parseCsv';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
const headers = new Map<number, { authorization: string }>();
let author: User; // writes the notes; consent Given
let colleague: User; // another supporter of the charge, consent Given
let waiting: User; // a supporter whose consent is only requested
let admin: User;
let stranger: User; // a case manager not on the charge
let charge: { id: number; uuid: string };

async function signIn(user: User): Promise<User> {
  headers.set(user.id, bearer((await login(context, user.email)).access));
  return user;
}

function call(
  user: User,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path = '',
  payload?: object,
  extra: Record<string, string> = {},
) {
  return context.app.inject({
    method,
    url: `/api/v2/charges/${charge.uuid}/notes/${path}`,
    headers: { ...headers.get(user.id), ...extra },
    ...(payload ? { payload } : {}),
  });
}

const session = {
  kind: 'session',
  noteDate: '2026-11-20',
  sessionMinutes: 50,
  sessionMode: 'video',
  text: 'Talked through the week; sleep is better.',
  visibility: 'supporters',
};

/** Audit entries of the case notes, oldest first. */
const noteAudit = () =>
  context.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'target_id', 'charge_id', 'details'])
    .where('action', 'like', 'note.%')
    .orderBy('id')
    .execute();

const listed = async (user: User, query = '') => {
  const response = await call(user, 'GET', query);
  return response.statusCode === 200
    ? response.json<CaseNoteList>().items.map((note) => note.text)
    : response.statusCode;
};

beforeAll(async () => {
  context = await startTestApp();
  author = await signIn(
    await createUser(context, { username: 'cn-author', firstName: 'Ann', lastName: 'Author' }),
  );
  colleague = await signIn(await createUser(context, { username: 'cn-colleague' }));
  waiting = await signIn(await createUser(context, { username: 'cn-waiting' }));
  stranger = await signIn(await createUser(context, { username: 'cn-stranger' }));
  admin = await signIn(
    await createUser(context, { username: 'cn-admin', role: 'AD', isSuperuser: true }),
  );
  charge = await chargeFor(context, [
    { user: author, consent: 'GV' },
    { user: colleague, consent: 'GV' },
    { user: waiting, consent: 'RQ' },
  ]);
}, 120_000);
afterEach(() => {
  clock.now = () => new Date();
});
afterAll(() => context.close());

describe('charges/{uuid}/notes/', () => {
  it('writes a session note and an event note, each audited, and lists them newest first', async () => {
    const written = await call(author, 'POST', '', session);
    expect(written.statusCode).toBe(201);
    const note = written.json<CaseNote>();
    expect(note).toMatchObject({
      kind: 'session',
      sessionMinutes: 50,
      sessionMode: 'video',
      author: 'Ann Author',
      mine: true,
      locked: false,
      amendments: [],
    });
    const event = await call(author, 'POST', '', {
      kind: 'event',
      noteDate: '2026-11-22',
      text: 'Started a new job.',
      visibility: 'supporters_and_admins',
    });
    expect(event.statusCode).toBe(201);
    expect(await listed(author)).toEqual(['Started a new job.', session.text]);
    expect(await listed(author, '?filter=kind::event')).toEqual(['Started a new job.']);
    expect(await listed(author, '?search=author::ann')).toHaveLength(2);
    const entries = await noteAudit();
    expect(entries.map((e) => [e.action, e.actor_user_id, e.target_id, e.charge_id])).toEqual([
      ['note.create', author.id, charge.uuid, charge.id],
      ['note.create', author.id, charge.uuid, charge.id],
      ['note.view', author.id, charge.uuid, charge.id],
      ['note.view', author.id, charge.uuid, charge.id],
      ['note.view', author.id, charge.uuid, charge.id],
    ]);
    const detail = await call(author, 'GET', `${note.id}/`);
    expect(detail.json<CaseNote>().text).toBe(session.text);
    expect((await noteAudit()).at(-1)).toMatchObject({
      action: 'note.view',
      details: { note: note.id },
    });
  });

  it('refuses a session without its length, session fields on another kind, unknown kinds and long texts', async () => {
    const before = (await noteAudit()).length;
    const refusals = [
      [{ ...session, sessionMinutes: null }, 'sessionMinutes'],
      [{ ...session, kind: 'contact' }, 'sessionMinutes'],
      [{ ...session, kind: 'phone call' }, 'kind'],
      [{ ...session, text: 'x'.repeat(4001) }, 'text'],
      [{ ...session, sessionMode: 'carrier pigeon' }, 'sessionMode'],
    ] as const;
    for (const [payload, field] of refusals) {
      const answer = await call(author, 'POST', '', payload);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json<{ data: object }>().data)).toContain(field);
    }
    const zulu = await call(
      author,
      'POST',
      '',
      { ...session, kind: 'contact' },
      { 'accept-language': 'zu' },
    );
    expect(zulu.json<{ data: Record<string, string[]> }>().data.sessionMinutes).toEqual([
      'Okweseshini kuphela',
    ]);
    expect((await noteAudit()).length).toBe(before);
    const count = await context.database.db
      .selectFrom('case_notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('changes a note in place for 24 hours, then keeps each change as an amendment beside it', async () => {
    const note = (
      await call(author, 'POST', '', { ...session, text: 'First words.' })
    ).json<CaseNote>();
    const edited = await call(author, 'PATCH', `${note.id}/`, { text: 'Better words.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<CaseNote>()).toMatchObject({ text: 'Better words.', amendments: [] });
    expect((await noteAudit()).at(-1)).toMatchObject({
      action: 'note.update',
      details: { note: note.id, fields: ['text'] },
    });

    clock.now = () => new Date(Date.now() + 25 * 3_600_000);
    const locked = (await call(author, 'GET', `${note.id}/`)).json<CaseNote>();
    expect(locked.locked).toBe(true);
    const amended = await call(author, 'PATCH', `${note.id}/`, {
      text: 'Amended words.',
      sessionMinutes: 45,
    });
    expect(amended.statusCode).toBe(200);
    const shown = amended.json<CaseNote>();
    expect(shown.text).toBe('Amended words.');
    expect(shown.amendments).toEqual([
      {
        id: expect.any(Number) as number,
        authorName: 'Ann Author',
        createdAt: expect.any(String) as string,
        changes: [
          { field: 'sessionMinutes', from: 50, to: 45 },
          { field: 'text', from: 'Better words.', to: 'Amended words.' },
        ],
      },
    ]);
    expect((await noteAudit()).at(-1)).toMatchObject({
      action: 'note.amend',
      details: { note: note.id, fields: ['sessionMinutes', 'text'] },
    });
    // An amendment is checked as the note it makes: a contact keeps no session length.
    expect((await call(author, 'PATCH', `${note.id}/`, { kind: 'contact' })).statusCode).toBe(400);
    // Only its author changes it; a note has no delete.
    expect((await call(colleague, 'PATCH', `${note.id}/`, { text: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call(author, 'DELETE', `${note.id}/`)).statusCode).toBe(405);
  });

  it('shows a note by its visibility and the reader consent; anyone else gets 404', async () => {
    const post = async (visibility: string, text: string) =>
      (
        await call(author, 'POST', '', {
          kind: 'contact',
          noteDate: '2026-11-21',
          text,
          visibility,
        })
      ).json<CaseNote>();
    const mine = await post('private', 'private words');
    const shared = await post('supporters', 'supporter words');
    const wide = await post('supporters_and_admins', 'admin words');
    const texts = [mine.text, shared.text, wide.text];
    const seen = async (user: User) => {
      const all = await listed(user, '?filter=kind::contact');
      return Array.isArray(all) ? texts.filter((t) => all.includes(t)) : all;
    };
    expect(await seen(author)).toEqual(texts);
    expect(await seen(colleague)).toEqual([shared.text, wide.text]);
    expect(await seen(waiting)).toEqual([]);
    expect(await seen(admin)).toEqual([wide.text]);
    expect(await seen(stranger)).toBe(404);
    expect((await call(colleague, 'GET', `${mine.id}/`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${shared.id}/`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${wide.id}/`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `${wide.id}/`)).statusCode).toBe(404);
    // Writing asks for the writer's own Given consent.
    const refused = await call(waiting, 'POST', '', session);
    expect(refused.statusCode).toBe(404);
    expect((await call(stranger, 'POST', '', session)).statusCode).toBe(404);
    expect((await call(colleague, 'POST', '', session)).statusCode).toBe(201);
  });

  it('exports the notes the caller may read as CSV, audited as a read', async () => {
    const answer = await call(colleague, 'GET', '?filter=kind::contact', undefined, {
      accept: 'text/csv',
    });
    expect(answer.statusCode).toBe(200);
    const rows = parseCsv(answer.body);
    expect(rows[0]).toContain('Note');
    expect(rows.slice(1).map((row) => row.find((cell) => cell.endsWith('words')))).toEqual([
      'supporter words',
      'admin words',
    ]);
    const last = await context.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(last.map((e) => e.action).sort()).toEqual(['list.export', 'note.view']);
  });
});
