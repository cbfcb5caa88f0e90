import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { appendAudit } from '../../repositories/auditLog';
import type { ClientKey } from './clientRecordKinds';

/** What replaces a removed free text where its column must hold one (a required designation). */
export const REMOVED_TEXT = '[removed]';

/**
 * Free text written about one client, removed with them: notes, acknowledgements' notes, the
 * designations typed for them, their nickname and policy. `value` is what stays: null where the
 * column takes it, else `REMOVED_TEXT`. A new table with free text about a client is one entry.
 */
export const CLIENT_FREE_TEXT: readonly {
  table: keyof Database;
  column: string;
  about: (client: ClientKey) => RawBuilder<boolean>;
  value: null | typeof REMOVED_TEXT;
}[] = [
  { table: 'charges', column: 'nickname', about: (c) => sql`id = ${c.chargeId}`, value: null },
  { table: 'charges', column: 'policy', about: (c) => sql`id = ${c.chargeId}`, value: null },
  {
    table: 'charge_supporters',
    column: 'designation',
    about: (c) => sql`charge_id = ${c.chargeId}`,
    value: null,
  },
  {
    table: 'charge_requests',
    column: 'designation',
    about: (c) => sql`charge_id = ${c.chargeId}`,
    value: REMOVED_TEXT,
  },
  {
    table: 'charge_request_case_managers',
    column: 'designation',
    about: (c) =>
      sql`charge_request_id IN (SELECT id FROM charge_requests WHERE charge_id = ${c.chargeId})`,
    value: REMOVED_TEXT,
  },
  {
    table: 'invitations',
    column: 'designation',
    about: (c) =>
      sql`charge_id = ${c.chargeId} OR charge_request_id IN
        (SELECT id FROM charge_requests WHERE charge_id = ${c.chargeId})`,
    value: REMOVED_TEXT,
  },
  {
    table: 'episodes',
    column: 'discharge_note',
    about: (c) => sql`charge_id = ${c.chargeId}`,
    value: null,
  },
  {
    table: 'attention_acknowledgements',
    column: 'note',
    about: (c) => sql`charge_id = ${c.chargeId}`,
    value: REMOVED_TEXT,
  },
  {
    table: 'case_notes',
    column: 'text',
    about: (c) => sql`charge_id = ${c.chargeId}`,
    value: REMOVED_TEXT,
  },
];

/**
 * A note's amendments keep each changed field's values before and after ({field, from, to}):
 * the texts among them go as the note's own text does; the other fields (kind, date, length)
 * stay, as the note's do.
 */
async function removeAmendedTexts(db: Executor, client: ClientKey): Promise<void> {
  const removed = sql`to_jsonb(${REMOVED_TEXT}::text)`;
  await sql`UPDATE case_note_amendments SET changes = (
      SELECT jsonb_agg(CASE WHEN change->>'field' = 'text'
        THEN jsonb_set(jsonb_set(change, '{from}', ${removed}), '{to}', ${removed})
        ELSE change END ORDER BY position)
      FROM jsonb_array_elements(changes) WITH ORDINALITY AS item(change, position))
    WHERE note_id IN (SELECT id FROM case_notes WHERE charge_id = ${client.chargeId})`.execute(db);
}

/**
 * Columns that may name a client among other things (an audit entry's details, a mail, an
 * issue someone wrote): every occurrence of the client's names, e-mails and policy is replaced
 * there, whoever the row is about, and the rest of the text stays.
 */
export const NAMING_COLUMNS: readonly {
  table: keyof Database;
  column: string;
  type: 'text' | 'jsonb' | 'text[]';
}[] = [
  { table: 'audit_log', column: 'details', type: 'jsonb' },
  { table: 'audit_log', column: 'record_label', type: 'text' },
  { table: 'notifications', column: 'detail', type: 'jsonb' },
  { table: 'mails', column: 'recipients', type: 'text[]' },
  { table: 'mails', column: 'subject', type: 'text' },
  { table: 'mails', column: 'body_text', type: 'text' },
  { table: 'mails', column: 'body_html', type: 'text' },
  { table: 'issues', column: 'title', type: 'text' },
  { table: 'issues', column: 'text', type: 'text' },
  { table: 'issue_comments', column: 'text', type: 'text' },
  { table: 'idempotency_keys', column: 'response_body', type: 'text' },
];

/**
 * Catalogues of words typed once and offered again (the designations' suggestions): an entry
 * naming the client ("Aunt of Thandi") is deleted, not rewritten, since no record refers to it
 * and two rewritten entries would clash.
 */
export const NAMING_SUGGESTIONS: readonly { table: keyof Database; column: string }[] = [
  { table: 'designations', column: 'name' },
];

/** What replaces a name or e-mail inside a longer text. */
const NAMED_AS = '[anonymised]';

/** A PostgreSQL regular expression matching `text` literally (every non-word character escaped). */
const literal = (text: string): string => text.replace(/[^\p{L}\p{N}_ ]/gu, (c) => `\\${c}`);

/** Every way the client is named in the database: names, e-mails, username, policy, nickname. */
async function identifiersOf(db: Executor, client: ClientKey): Promise<string[]> {
  const { rows } = await sql<{ value: string | null }>`
    SELECT unnest(ARRAY[u.first_name, u.last_name, concat_ws(' ', u.first_name, u.last_name),
      u.email, u.username, c.nickname, c.policy]) AS value
    FROM users u JOIN charges c ON c.user_id = u.id WHERE c.id = ${client.chargeId}
    UNION SELECT unnest(ARRAY[first_name, last_name, concat_ws(' ', first_name, last_name),
      email, policy_number]) FROM charge_requests WHERE charge_id = ${client.chargeId}
    UNION SELECT email FROM invitations WHERE charge_id = ${client.chargeId}
      OR charge_request_id IN (SELECT id FROM charge_requests WHERE charge_id = ${client.chargeId})
    UNION SELECT new_email FROM email_change_tokens WHERE user_id = ${client.userId}`.execute(db);
  const values = rows
    .map((row) => row.value?.trim() ?? '')
    // A one-letter name would rewrite every text it occurs in, and names none of them.
    .filter((value) => value.length >= 2);
  // Longest first, so a full name goes whole rather than as its first name and a remainder.
  return [...new Set(values)].sort((a, b) => b.length - a.length);
}

async function replaceNames(db: Executor, identifiers: string[]): Promise<void> {
  if (identifiers.length === 0) {
    return;
  }
  const plain = identifiers.map(literal).join('|');
  // Inside a JSON text a name is written escaped (a quote as \"): matched as it is written there.
  const asJson = identifiers.map((value) => literal(JSON.stringify(value).slice(1, -1))).join('|');
  for (const { table, column, type } of NAMING_COLUMNS) {
    const ref = sql.ref(column);
    const change =
      type === 'jsonb'
        ? sql`${ref} = regexp_replace(${ref}::text, ${asJson}, ${NAMED_AS}, 'gi')::jsonb`
        : type === 'text[]'
          ? sql`${ref} = ARRAY(SELECT regexp_replace(item, ${plain}, ${NAMED_AS}, 'gi')
              FROM unnest(${ref}) AS item)`
          : sql`${ref} = regexp_replace(${ref}, ${plain}, ${NAMED_AS}, 'gi')`;
    const matches =
      type === 'jsonb'
        ? sql`${ref}::text ~* ${asJson}`
        : type === 'text[]'
          ? sql`array_to_string(${ref}, ' ') ~* ${plain}`
          : sql`${ref} ~* ${plain}`;
    await sql`UPDATE ${sql.table(table)} SET ${change} WHERE ${matches}`.execute(db);
  }
  for (const { table, column } of NAMING_SUGGESTIONS) {
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} ~* ${plain}`.execute(db);
  }
}

export interface Anonymisation {
  /** Who anonymised the client: an administrator, or null for the retention job. */
  actorUserId: number | null;
  ip?: string;
  reason: 'request' | 'retention';
}

/**
 * Removes a client's identity for good, in one transaction (POPIA section 24, GDPR article 17):
 * their names, e-mail, username, policy and nickname become placeholders, every free text about
 * them goes (CLIENT_FREE_TEXT) and every other text naming them is rewritten (NAMING_COLUMNS),
 * their password, tokens and second factor go and the account is deactivated, so the app signs
 * them in no more. Ids, scores, dates and engagement stay, so lists and outcome figures add up;
 * audit entries stay, scrubbed, and the anonymisation is recorded (`charge.anonymise`).
 * Answers false for a client anonymised already.
 */
export async function anonymiseClient(
  db: Executor,
  client: ClientKey,
  by: Anonymisation,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // First, and locking the row: of two anonymisations at once (two processes' retention
    // runs, an administrator's click), one goes on and the other finds it done.
    const marked = await trx
      .updateTable('charges')
      .set({ anonymised_at: new Date() })
      .where('id', '=', client.chargeId)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) {
      return false;
    }
    const identifiers = await identifiersOf(trx, client);
    const short = client.chargeUuid.slice(0, 8);
    const placeholderEmail = `anonymised-${client.userUuid}@anonymised.invalid`;
    for (const { table, column, about, value } of CLIENT_FREE_TEXT) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${value}
        WHERE ${about(client)}`.execute(trx);
    }
    await removeAmendedTexts(trx, client);
    await trx
      .updateTable('users')
      .set((eb) => ({
        username: placeholderEmail,
        email: placeholderEmail,
        first_name: 'Anonymised',
        last_name: `client ${short}`,
        password_hash: null,
        is_active: false,
        mfa_secret_sealed: null,
        mfa_pending_secret_sealed: null,
        mfa_enabled_at: null,
        mfa_recovery_hashes: [],
        session_version: eb('session_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', client.userId)
      .execute();
    await trx
      .updateTable('charge_requests')
      .set({
        first_name: 'Anonymised',
        last_name: `client ${short}`,
        email: null,
        policy_number: null,
      })
      .where('charge_id', '=', client.chargeId)
      .execute();
    await sql`UPDATE invitations SET email = ${placeholderEmail}
      WHERE charge_id = ${client.chargeId} OR charge_request_id IN
        (SELECT id FROM charge_requests WHERE charge_id = ${client.chargeId})`.execute(trx);
    await trx.deleteFrom('refresh_tokens').where('user_id', '=', client.userId).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', client.userId).execute();
    await trx.deleteFrom('email_change_tokens').where('user_id', '=', client.userId).execute();
    // The kept journey is rebuilt from what stays when next read.
    await trx.deleteFrom('journey_cache').where('charge_id', '=', client.chargeId).execute();
    await replaceNames(trx, identifiers);
    await appendAudit(trx, {
      actorUserId: by.actorUserId,
      action: 'charge.anonymise',
      targetType: 'charge',
      targetId: client.chargeUuid,
      chargeId: client.chargeId,
      ...(by.ip ? { ip: by.ip } : {}),
      details: { reason: by.reason },
    });
    return true;
  });
}
