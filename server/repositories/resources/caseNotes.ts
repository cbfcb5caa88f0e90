import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { dayText } from '../../lib/sqlDay';
import type { CaseNote } from '../../../core/generated/case-note';
import type { CaseNoteCreate } from '../../../core/generated/case-note-create';
import type { CaseNoteUpdate } from '../../../core/generated/case-note-update';
import { caseNoteLocked, caseNoteSessionErrors } from '../../../core/caseNoteRules';
import { caseNotes } from '../../../resources/caseNotes';
import { findVisibleChargeConsentOf } from '../../access/chargeAccess';
import { consentGiven } from '../../../machines/consent';
import { ApiError } from '../../lib/apiError';
import { clock } from '../../lib/clock';
import { defineListSource } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { translate } from '../../lib/translate';
import type { Principal } from '../../plugins/auth';
import { appendAudit } from '../auditLog';

/** A note's every field, as the create schema holds them. */
type NoteValues = Required<CaseNoteCreate>;

type Params = Record<string, string | number>;

/** Each field of the payload and its column. */
const COLUMNS = {
  kind: 'kind',
  noteDate: 'note_date',
  sessionMinutes: 'session_minutes',
  sessionMode: 'session_mode',
  text: 'text',
  visibility: 'visibility',
} as const;

type Field = keyof typeof COLUMNS;
const FIELDS = Object.keys(COLUMNS) as Field[];

const authorName = sql<string>`coalesce(nullif(concat_ws(' ', a.first_name, a.last_name), ''), a.email)`;

/**
 * The notes of one charge this caller may read: their own (while the charge is theirs to see),
 * those shared with supporters while their own consent on the charge is Given, and for an
 * administrator those shared with administrators too.
 */
function visibleNotes(db: Kysely<Database>, principal: Principal, chargeUuid: string) {
  const userId = principal.user.id;
  return (
    db
      .selectFrom('case_notes as n')
      .innerJoin('charges as c', 'c.id', 'n.charge_id')
      .innerJoin('users as a', 'a.id', 'n.author_id')
      // The caller's own row, which the "mine" filter compares each author with.
      .innerJoin('users as caller', (join) => join.on('caller.id', '=', userId))
      .leftJoin('charge_supporters as me', (join) =>
        join
          .onRef('me.charge_id', '=', 'c.id')
          .on('me.case_manager_id', '=', principal.caseManagerId ?? 0),
      )
      .where('c.uuid', '=', chargeUuid)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('n.author_id', '=', userId),
            principal.isAdmin ? sql<boolean>`true` : eb('me.id', 'is not', null),
          ]),
          eb.and([
            eb('n.visibility', 'in', ['supporters', 'supporters_and_admins']),
            eb('me.consent_status', '=', 'GV'),
          ]),
          ...(principal.isAdmin ? [eb('n.visibility', '=', 'supporters_and_admins')] : []),
        ]),
      )
      .select([
        'n.id',
        'n.kind',
        dayText('n.note_date').as('note_date'),
        'n.session_minutes',
        'n.session_mode',
        'n.text',
        'n.visibility',
        'n.created_at',
        'n.updated_at',
        'c.id as charge_id',
        authorName.as('author'),
        sql<boolean>`n.author_id = caller.id`.as('mine'),
        sql<AmendmentRow[]>`coalesce((
        SELECT json_agg(json_build_object(
          'id', m.id,
          'authorName', coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email),
          'createdAt', m.created_at,
          'changes', m.changes
        ) ORDER BY m.id)
        FROM case_note_amendments m JOIN users u ON u.id = m.author_id
        WHERE m.note_id = n.id), '[]'::json)`.as('amendments'),
      ])
  );
}

interface AmendmentRow {
  id: number | string;
  authorName: string;
  createdAt: string;
  changes: CaseNote['amendments'][number]['changes'];
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof visibleNotes>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: NoteRow): CaseNote {
  const createdAt = new Date(row.created_at);
  return {
    id: Number(row.id),
    kind: row.kind,
    noteDate: row.note_date,
    sessionMinutes: row.session_minutes,
    sessionMode: row.session_mode,
    text: row.text,
    visibility: row.visibility,
    author: row.author,
    mine: row.mine,
    locked: caseNoteLocked(createdAt, clock.now()),
    createdAt: iso(createdAt),
    updatedAt: iso(row.updated_at),
    amendments: row.amendments.map((a) => ({
      id: Number(a.id),
      authorName: a.authorName,
      createdAt: iso(a.createdAt),
      changes: a.changes,
    })),
  };
}

const chargeOf = (params: Params) => String(params.uuid);

/** Which notes a progress report includes: these kinds dated in the period, and these ids. */
export interface NoteSelection {
  kinds: CaseNote['kind'][];
  ids: number[];
  from: string;
  to: string;
}

/**
 * The notes of a selection this caller may read, oldest first, by the same rule as the Notes
 * tab. Not audited here: the report that includes them is (report.view, with their ids).
 */
export async function readableNotes(
  db: Kysely<Database>,
  principal: Principal,
  chargeUuid: string,
  selection: NoteSelection,
): Promise<CaseNote[]> {
  if (selection.kinds.length === 0 && selection.ids.length === 0) {
    return [];
  }
  const rows = await visibleNotes(db, principal, chargeUuid)
    .where((eb) =>
      eb.or([
        ...(selection.kinds.length > 0
          ? [
              eb.and([
                eb('n.kind', 'in', selection.kinds),
                eb('n.note_date', '>=', selection.from),
                eb('n.note_date', '<=', selection.to),
              ]),
            ]
          : []),
        ...(selection.ids.length > 0 ? [eb('n.id', 'in', selection.ids)] : []),
      ]),
    )
    .orderBy('n.note_date')
    .orderBy('n.id')
    .execute();
  return rows.map(present);
}

/** A note's session fields whole, or a 400 naming each refused field in the reader's language. */
function assertSessionFields(note: CaseNoteUpdate): void {
  const errors = caseNoteSessionErrors(note);
  if (Object.keys(errors).length > 0) {
    throw ApiError.badRequest(
      translate('portal.api.request.invalid_data'),
      Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [translate(key)]])),
    );
  }
}

/** The audit entry of a read or write of a charge's notes, on the charge's record. */
const audit = (
  db: Kysely<Database>,
  principal: Principal,
  action: 'note.view' | 'note.create' | 'note.update' | 'note.amend',
  charge: { id: number | string; uuid: string },
  details: Record<string, unknown>,
) =>
  appendAudit(db, {
    actorUserId: principal.user.id,
    action,
    targetType: 'charge',
    targetId: charge.uuid,
    chargeId: Number(charge.id),
    details,
  });

/**
 * Case notes under a charge (resources/caseNotes.ts): read by the visibility rule above, every
 * list, export and detail audited as `note.view`; written by a supporter whose own consent is
 * Given; changed by their author alone, in place for 24 hours (`note.update`) and after that as
 * an amendment (`note.amend`) keeping each field's previous and new value. No delete.
 */
export default defineResourceMapping({
  source: defineListSource({
    definition: caseNotes,
    sort: {
      noteDate: sql.ref('n.note_date'),
      kind: sql.ref('n.kind'),
      author: authorName,
    },
    search: { author: authorName },
    filter: {
      kind: (value) => sql<boolean>`n.kind = ${String(value)}`,
      mine: (value) => (value ? sql<boolean>`n.author_id = caller.id` : sql<boolean>`true`),
    },
    tieBreaker: sql.ref('n.id'),
  }),
  rows: (db, principal, params) => visibleNotes(db, principal, chargeOf(params)),
  present,
  findBy: 'id',
  keyParam: 'noteId',
  find: (db, id, principal, params) =>
    visibleNotes(db, principal, chargeOf(params))
      .where('n.id', '=', Number(id))
      .executeTakeFirst()
      .then((row) => row && present(row)),
  // A charge the caller may not see is one there is not; each answer is one audited read.
  read: async (db, principal, { params, record }) => {
    const charge = await findVisibleChargeConsentOf(db, principal, chargeOf(params));
    await audit(
      db,
      principal,
      'note.view',
      charge,
      record ? { note: (record as CaseNote).id } : {},
    );
  },
  create: async (db, principal, body: CaseNoteCreate, _config, { params }) => {
    const charge = await findVisibleChargeConsentOf(db, principal, chargeOf(params));
    if (!consentGiven(charge.consent_status)) {
      throw ApiError.notFound(translate('portal.case_notes.consent_needed'));
    }
    assertSessionFields(body);
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('case_notes')
        .values({
          charge_id: charge.id,
          author_id: principal.user.id,
          kind: body.kind,
          note_date: body.noteDate,
          session_minutes: body.sessionMinutes ?? null,
          session_mode: body.sessionMode ?? null,
          text: body.text,
          visibility: body.visibility,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, principal, 'note.create', charge, { note: Number(id), kind: body.kind });
      return id;
    });
  },
  update: async (db, principal, id, body: CaseNoteUpdate, { params }) => {
    const charge = await findVisibleChargeConsentOf(db, principal, chargeOf(params));
    return db.transaction().execute(async (trx) => {
      const note = await trx
        .selectFrom('case_notes')
        .select([
          'id',
          'kind',
          dayText('note_date').as('note_date'),
          'session_minutes',
          'session_mode',
          'text',
          'visibility',
          'created_at',
        ])
        .where('id', '=', Number(id))
        .where('charge_id', '=', charge.id)
        .where('author_id', '=', principal.user.id)
        .forUpdate()
        .executeTakeFirst();
      if (!note) {
        return false;
      }
      const before: NoteValues = {
        kind: note.kind,
        noteDate: note.note_date,
        sessionMinutes: note.session_minutes,
        sessionMode: note.session_mode,
        text: note.text,
        visibility: note.visibility,
      };
      const after: NoteValues = { ...before, ...body };
      assertSessionFields(after);
      const changed = FIELDS.filter((field) => after[field] !== before[field]);
      const set = Object.fromEntries(changed.map((field) => [COLUMNS[field], after[field]]));
      if (changed.length === 0) {
        return true;
      }
      const now = clock.now();
      await trx
        .updateTable('case_notes')
        .set({ ...set, updated_at: now })
        .where('id', '=', note.id)
        .execute();
      if (caseNoteLocked(new Date(note.created_at), now)) {
        const changes = changed.map((field) => ({
          field,
          from: before[field],
          to: after[field],
        }));
        await trx
          .insertInto('case_note_amendments')
          .values({
            note_id: note.id,
            author_id: principal.user.id,
            changes: JSON.stringify(changes),
            created_at: now,
          })
          .execute();
        await audit(trx, principal, 'note.amend', charge, {
          note: Number(note.id),
          fields: changed,
        });
      } else {
        await audit(trx, principal, 'note.update', charge, {
          note: Number(note.id),
          fields: changed,
        });
      }
      return true;
    });
  },
});
