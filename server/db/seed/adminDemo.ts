import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { hashPassword } from '../../lib/passwords';
import {
  insertAccessCodesInBulk,
  insertMailsInBulk,
  insertStaffInBulk,
  type BulkAccessCode,
  type BulkMail,
  type BulkStaff,
} from '../../repositories/demoBulk';
import { FIRST_NAMES, LAST_NAMES, MAIL_SUBJECTS } from './demoNames';
import { daysAgo, seededRandom, type Random } from './seededRandom';

/** Above 80 each, so these lists have more than 8 pages of 10: the compact pager shows. */
const CASE_MANAGERS = 96;
const ACCESS_CODES = 85;
const MAILS = 85;
const SENDER = 'Case-manager portal <no-reply@example.org>';

/** The demo mail whose body holds a script, which the sandboxed mail frame must never run. */
export const SCRIPT_MAIL_SUBJECT = 'Security check: this mail holds a script';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const code = (random: Random) =>
  [4, 4]
    .map((n) => Array.from({ length: n }, () => random.pick([...CODE_ALPHABET])).join(''))
    .join('-');

function staff(random: Random, now: Date, passwordHash: string, companyIds: number[]): BulkStaff[] {
  return Array.from({ length: CASE_MANAGERS }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const handle = `${first}.${last}.${i + 1}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    const loggedIn = random.chance(0.85);
    return {
      user: {
        email: `${handle}@example.org`,
        username: handle,
        password_hash: passwordHash,
        first_name: first,
        last_name: last,
        role: random.chance(0.8) ? 'MG' : 'QM',
        has_accepted_terms: true,
        date_joined: daysAgo(random, now, 200, 900),
        last_login: loggedIn ? daysAgo(random, now, 0, random.chance(0.2) ? 7 : 400) : null,
        logins_count: loggedIn ? random.int(1, 240) : 0,
      },
      designation: random.chance(0.7) ? 'Case manager' : 'OT',
      companyIds: random.chance(0.3) ? companyIds.slice(0, 2) : [random.pick(companyIds)],
    };
  });
}

function accessCodes(random: Random, now: Date, carers: number[], charges: number[]) {
  const unused = [...charges];
  return Array.from({ length: ACCESS_CODES }, (): BulkAccessCode => {
    const createdAt = daysAgo(random, now, 0, 300);
    const assigned = random.chance(0.6);
    const usedBy = assigned && random.chance(0.4) ? unused.pop() : undefined;
    const since = (date: Date) =>
      new Date(date.getTime() + random.next() * (now.getTime() - date.getTime()));
    const assignedAt = assigned ? since(createdAt) : null;
    return {
      code: code(random),
      created_for: assigned ? random.pick(carers) : null,
      assigned_at: assignedAt,
      used_by: usedBy ?? null,
      used_at: usedBy !== undefined && assignedAt ? since(assignedAt) : null,
      created_at: createdAt,
    };
  });
}

/**
 * The mail server's answers a failed delivery records: every other failed mail was refused for
 * good (no resend helps), the rest failed for a reason a resend can fix.
 */
const DEMO_MAIL_FAILURES = [
  { error: '550 5.1.1 The mailbox does not exist', code: 550 },
  { error: '421 4.4.2 Connection timed out', code: 421 },
];

function mails(random: Random, now: Date): BulkMail[] {
  const generated = Array.from({ length: MAILS }, (_, index): BulkMail => {
    const subject = random.pick(MAIL_SUBJECTS);
    const to = `${random.pick(FIRST_NAMES)}.${random.pick(LAST_NAMES)}@example.org`
      .toLowerCase()
      .replace(/ /g, '');
    const createdAt = daysAgo(random, now, 0, 200);
    // Demo mails are final (sent or failed): none waits for a configured SMTP sender.
    const sent = random.chance(0.85);
    return {
      subject,
      sender: SENDER,
      recipients: [to],
      status: sent ? 'SS' : 'FL',
      body_html: `<h1>${subject}</h1><p>Hello,</p><p>This is a demo message of the portal.</p><p><a href="https://example.org/portal">Open the portal</a></p>`,
      body_text: `${subject}\n\nHello,\n\nThis is a demo message of the portal.\n\nhttps://example.org/portal`,
      created_at: createdAt,
      sent_at: sent ? new Date(createdAt.getTime() + 60_000) : null,
      // The mail server's answer, as a failed delivery records it.
      last_error: sent ? null : DEMO_MAIL_FAILURES[index % 2]!.error,
      last_error_code: sent ? null : DEMO_MAIL_FAILURES[index % 2]!.code,
    };
  });
  const hostile: BulkMail = {
    subject: SCRIPT_MAIL_SUBJECT,
    sender: SENDER,
    recipients: ['admin@example.org'],
    status: 'SS',
    body_html:
      '<h1>Security check</h1><p>This body holds a script that must not run.</p>' +
      "<script>document.body.setAttribute('data-script-ran', 'yes'); alert('script ran');</script>" +
      '<p><a href="https://example.org/help">Links open in a new tab</a></p>',
    body_text: 'Security check\n\nThis body holds a script that must not run.',
    created_at: now,
    sent_at: now,
  };
  return [...generated, hostile];
}

/**
 * Enough case managers, access codes and mails for the admin lists to page (the compact pager
 * shows above 8 pages). One argon2 hash serves every generated account; inserts are in bulk.
 */
export async function seedAdminDemo(
  db: Kysely<Database>,
  password: string,
  now = new Date(),
): Promise<void> {
  const random = seededRandom(20260427);
  const companyIds = (await db.selectFrom('companies').select('id').orderBy('id').execute()).map(
    (c) => c.id,
  );
  const passwordHash = await hashPassword(password);
  const carers = await insertStaffInBulk(db, staff(random, now, passwordHash, companyIds));
  const charges = (await db.selectFrom('charges').select('id').orderBy('id').execute()).map(
    (c) => c.id,
  );
  await insertAccessCodesInBulk(db, accessCodes(random, now, carers, charges));
  await insertMailsInBulk(db, mails(random, now));
}
