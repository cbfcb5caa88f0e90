import type { AttentionCode, AttentionEvidence } from '../../core/attention';
import type { AttentionEndReason } from '../db/database';
import type { Executor } from '../db/executor';

/**
 * A supporter's acknowledgement of a raised flag; ended, never deleted. Undefined when
 * one already holds for that flag (a concurrent acknowledgement won).
 */
export async function insertAcknowledgement(
  db: Executor,
  row: {
    chargeId: number;
    code: AttentionCode;
    note: string;
    evidence: AttentionEvidence;
    userId: number;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('attention_acknowledgements')
    .values({
      charge_id: row.chargeId,
      code: row.code,
      note: row.note,
      evidence: JSON.stringify(row.evidence),
      acknowledged_by: row.userId,
    })
    .onConflict((oc) => oc.columns(['charge_id', 'code']).where('ended_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The acknowledgements still holding for a charge. */
export function openAcknowledgements(db: Executor, chargeId: number) {
  return db
    .selectFrom('attention_acknowledgements')
    .select(['id', 'code', 'evidence'])
    .where('charge_id', '=', chargeId)
    .where('ended_at', 'is', null)
    .execute();
}

export async function endAcknowledgements(
  db: Executor,
  ids: number[],
  reason: AttentionEndReason,
): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await db
    .updateTable('attention_acknowledgements')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('id', 'in', ids)
    .execute();
}

/** Every acknowledgement of a charge, newest first, with who made it. */
export function acknowledgementHistory(db: Executor, chargeId: number) {
  return db
    .selectFrom('attention_acknowledgements as a')
    .innerJoin('users as u', 'u.id', 'a.acknowledged_by')
    .select([
      'a.id',
      'a.code',
      'a.note',
      'a.acknowledged_at',
      'a.ended_at',
      'a.end_reason',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('a.charge_id', '=', chargeId)
    .orderBy('a.acknowledged_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export type AcknowledgementRow = Awaited<ReturnType<typeof acknowledgementHistory>>[number];
