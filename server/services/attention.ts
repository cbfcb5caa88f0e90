import {
  evidenceOf,
  isAttentionCode,
  isLowMood,
  isReliableDeterioration,
  isSevereScore,
  isWorse,
  lowMoodRun,
  LOW_MOOD_AT_MOST,
  type AttentionCode,
  type AttentionFacts,
} from '../../core/attention';
import type { Executor } from '../db/executor';
import { portalTimeZone } from '../db/timeZone';
import {
  endAcknowledgements,
  insertAcknowledgement,
  openAcknowledgements,
} from '../repositories/attentionAcknowledgements';
import {
  hasOpenEpisode,
  readAttentionState,
  readLatestMoods,
  readScoreFacts,
  writeMoodFacts,
  writeScoreFacts,
  type AttentionState,
} from '../repositories/attentionFacts';
import { inTransaction } from './app/transaction';

/*
 * The attention flags' write-time facts and acknowledgements. The app's writes call
 * these in their own transaction; an acknowledgement holds until its flag clears or a worse
 * value raises it again, which only a write can cause, so it is settled here too.
 */

export function attentionFactsOf(state: AttentionState): AttentionFacts {
  const scale = (first: number | null, latest: number | null) =>
    first === null || latest === null ? undefined : { first, latest };
  const scores: AttentionFacts['scores'] = {};
  const phq8 = scale(state.phq8_first, state.phq8_latest);
  const gad7 = scale(state.gad7_first, state.gad7_latest);
  const wsas = scale(state.wsas_first, state.wsas_latest);
  if (phq8) {
    scores.phq8 = phq8;
  }
  if (gad7) {
    scores.gad7 = gad7;
  }
  if (wsas) {
    scores.wsas = wsas;
  }
  return { scores, lowMoodRun: state.low_mood_run, lowestMoods: state.lowest_moods };
}

/** Ends the acknowledgements whose flag cleared or worsened since. */
export async function settleAcknowledgements(db: Executor, chargeId: number): Promise<void> {
  const open = await openAcknowledgements(db, chargeId);
  if (open.length === 0) {
    return;
  }
  const state = await readAttentionState(db, chargeId);
  const facts = attentionFactsOf(state);
  const cleared: number[] = [];
  const worsened: number[] = [];
  for (const acknowledgement of open) {
    const code = acknowledgement.code;
    if (!isAttentionCode(code) || !state.raised.includes(code)) {
      cleared.push(acknowledgement.id);
    } else if (isWorse(acknowledgement.evidence, evidenceOf(code, facts))) {
      worsened.push(acknowledgement.id);
    }
  }
  await endAcknowledgements(db, cleared, 'cleared');
  await endAcknowledgements(db, worsened, 'worsened');
}

/*
 * The two refreshes below are also what an episode's opening, discharge or edit calls, in its
 * own transaction: the scores' facts are read within the current episode, and a flag is kept
 * only while an episode is open (the SQL of the flags checks `episode_open` too, for the two
 * that pass with time).
 */

/** After a PHQ-8, GAD-7 or WSAS answer or an episode's change: the scores' facts and flags. */
export async function refreshScoreAttention(db: Executor, chargeId: number): Promise<void> {
  const { scores, latestAt } = await readScoreFacts(db, chargeId, portalTimeZone());
  const open = await hasOpenEpisode(db, chargeId);
  await writeScoreFacts(db, chargeId, {
    scores,
    latestAt,
    severe: open && isSevereScore(scores),
    deterioration: open && isReliableDeterioration(scores),
  });
  await settleAcknowledgements(db, chargeId);
}

/** After a check-in or an episode's change: the run of low moods among the latest ones. */
export async function refreshMoodAttention(db: Executor, chargeId: number): Promise<void> {
  const { moods, latestAt } = await readLatestMoods(db, chargeId);
  const run = lowMoodRun(moods);
  const lowestMoods = moods.slice(0, run).filter((mood) => mood < LOW_MOOD_AT_MOST).length;
  const lowMood = isLowMood(run) && (await hasOpenEpisode(db, chargeId));
  await writeMoodFacts(db, chargeId, { run, lowestMoods, lowMood, latestAt });
  await settleAcknowledgements(db, chargeId);
}

export type AcknowledgeOutcome = 'acknowledged' | 'not_raised' | 'already_acknowledged';

/** Records an acknowledgement of a raised flag, with what it rested on at that moment. */
export function acknowledgeFlag(
  db: Executor,
  input: { chargeId: number; code: AttentionCode; note: string; userId: number },
  audit: (trx: Executor, acknowledgementId: number) => Promise<void>,
): Promise<AcknowledgeOutcome> {
  return inTransaction(db, async (trx) => {
    await settleAcknowledgements(trx, input.chargeId);
    const state = await readAttentionState(trx, input.chargeId);
    if (!state.raised.includes(input.code)) {
      return 'not_raised';
    }
    const id = await insertAcknowledgement(trx, {
      ...input,
      evidence: evidenceOf(input.code, attentionFactsOf(state)),
    });
    if (id === undefined) {
      return 'already_acknowledged';
    }
    await audit(trx, id);
    return 'acknowledged';
  });
}
