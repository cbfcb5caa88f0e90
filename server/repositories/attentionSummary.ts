import { sql } from 'kysely';
import { ATTENTION_CODES, type AttentionCode } from '../../core/attention';
import type { Executor } from '../db/executor';
import { consentedAnyOpenFlag, consentedOpenFlag } from './attentionSql';
import { attentionFactsFor, chargeListRows } from './charges';
import type { Viewer } from './viewer';

/**
 * How many of the charges a viewer sees need attention, in all and by flag: one pass over the
 * same rows as their charges list (a case manager's links alone, with their copied facts),
 * counting only under their own Given consent and only open flags (an acknowledged one is
 * counted again when it worsens and its acknowledgement ends).
 */
export async function attentionSummary(
  db: Executor,
  viewer: Viewer,
): Promise<{ total: number; byCode: Record<AttentionCode, number> }> {
  const facts = attentionFactsFor(viewer);
  const row = await chargeListRows(db, viewer)
    .clearSelect()
    .select([
      sql<string>`count(*) FILTER (WHERE ${consentedAnyOpenFlag(facts)})`.as('total'),
      ...ATTENTION_CODES.map((code) =>
        sql<string>`count(*) FILTER (WHERE ${consentedOpenFlag(code, facts)})`.as(code),
      ),
    ])
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, string | number>;
  const byCode = Object.fromEntries(
    ATTENTION_CODES.map((code) => [code, Number(counts[code] ?? 0)]),
  ) as Record<AttentionCode, number>;
  return { total: Number(counts.total ?? 0), byCode };
}
