import type { AttentionCode } from '../../core/attention';
import {
  MISSED_QUESTIONNAIRES_NOTIFY_AFTER,
  QUESTIONNAIRE_INTERVAL_DAYS,
  missedQuestionnaires,
} from '../../core/notifications';
import type { ConsentStatus } from '../../machines/consent';
import type { ConsentCode, QuestionnaireKind } from '../db/database';
import type { Executor } from '../db/executor';
import { readAttentionState } from '../repositories/attentionFacts';
import {
  chargesWithoutQuestionnaireSince,
  supporterUsersOf,
  userOfCaseManager,
  userOfSupporterLink,
} from '../repositories/notificationRecipients';
import { notify } from './notify';

const DAY_MS = 86_400_000;

/*
 * The events the inbox hears of, each called by the write that causes it, in its transaction,
 * and each reaching only the people who may see it (services/notify.ts).
 */

/** The flags raised on a charge now: read before and after an answer, to tell the new ones. */
export async function raisedFlags(trx: Executor, chargeId: number): Promise<AttentionCode[]> {
  return (await readAttentionState(trx, chargeId)).raised;
}

/**
 * A questionnaire answered or a check-in posted (`source`: its kind and stored id): the flags it
 * newly raised, and for a questionnaire that it was answered (one unread per charge and
 * supporter until they look at the charge), to the supporters with Given consent.
 */
export async function notifyAnswer(
  trx: Executor,
  chargeId: number,
  source: { questionnaire?: QuestionnaireKind; record: string },
  raisedBefore: readonly AttentionCode[],
): Promise<void> {
  const recipients = await supporterUsersOf(trx, chargeId, { consentGiven: true });
  if (recipients.length === 0) {
    return;
  }
  for (const flag of await raisedFlags(trx, chargeId)) {
    if (!raisedBefore.includes(flag)) {
      await notify(trx, {
        kind: 'flag_raised',
        recipients,
        chargeId,
        detail: { flag },
        eventKey: `flag_raised:${flag}:${source.record}`,
      });
    }
  }
  if (source.questionnaire) {
    await notify(trx, {
      kind: 'questionnaire_answered',
      recipients,
      chargeId,
      detail: { questionnaire: source.questionnaire },
      eventKey: `questionnaire_answered:${source.record}`,
      whileNoneUnread: true,
    });
  }
}

const CONSENT_OUTCOME: Partial<Record<ConsentCode, 'given' | 'refused'>> = {
  GV: 'given',
  DN: 'refused',
};

/**
 * A consent given, refused or withdrawn, to the supporter it is given to (a request or its
 * cancelling is the supporter's own doing and tells them nothing).
 */
export async function notifyConsentChange(
  trx: Executor,
  change: { linkId: number; chargeId: number; from: ConsentStatus; to: ConsentCode; at: Date },
): Promise<void> {
  const outcome = change.from === 'GV' ? 'withdrawn' : CONSENT_OUTCOME[change.to];
  if (!outcome) {
    return;
  }
  await notify(trx, {
    kind: 'consent_changed',
    recipients: [await userOfSupporterLink(trx, change.linkId)],
    chargeId: change.chargeId,
    detail: { outcome },
    eventKey: `consent_changed:${change.linkId}:${change.to}:${change.at.toISOString()}`,
  });
}

/**
 * A supporter joined a charge (attached at once, or by accepting an invitation): to its other
 * supporters with Given consent and to whoever invited them, never to the one who joined nor to
 * the one who attached them (they know).
 */
export async function notifySupporterJoined(
  trx: Executor,
  event: {
    kind: 'supporter_added' | 'invitation_accepted';
    chargeId: number;
    joinedCaseManagerId: number;
    /** Who invited them, when someone other than the one attaching them now. */
    inviterUserId?: number;
    /** Who attached them, when not the one who joined (a mate added by another supporter). */
    actorUserId?: number;
    /** The link or invitation it was: one notice per joining. */
    record: string;
  },
): Promise<void> {
  const joined = await userOfCaseManager(trx, event.joinedCaseManagerId);
  const others = await supporterUsersOf(trx, event.chargeId, {
    consentGiven: true,
    except: [joined, ...(event.actorUserId === undefined ? [] : [event.actorUserId])],
  });
  const inviter = event.inviterUserId;
  await notify(trx, {
    kind: event.kind,
    recipients:
      inviter === undefined || inviter === joined || inviter === event.actorUserId
        ? others
        : [...others, inviter],
    chargeId: event.chargeId,
    eventKey: `${event.kind}:${event.record}`,
  });
}

/** A feedback issue assigned to someone, by someone else: to the assignee. */
export async function notifyIssueAssigned(
  trx: Executor,
  event: { issueId: number; assigneeUserId: number; actorUserId: number; at: Date },
): Promise<void> {
  if (event.assigneeUserId === event.actorUserId) {
    return;
  }
  await notify(trx, {
    kind: 'issue_assigned',
    recipients: [event.assigneeUserId],
    issueId: event.issueId,
    eventKey: `issue_assigned:${event.issueId}:${event.at.toISOString()}`,
  });
}

/**
 * The periodic check of questionnaires missed in a row (a scheduler calls it, e.g. daily): each
 * charge that has gone `MISSED_QUESTIONNAIRES_NOTIFY_AFTER` intervals of
 * `QUESTIONNAIRE_INTERVAL_DAYS` without a PHQ-8 notifies its supporters with Given consent, once
 * per run of missed questionnaires (the key names the last answer); answers how many charges it
 * looked at. Safe to call as often as wanted.
 */
export async function notifyMissedQuestionnaires(
  db: Executor,
  now: Date = new Date(),
): Promise<number> {
  const charges = await chargesWithoutQuestionnaireSince(
    db,
    MISSED_QUESTIONNAIRES_NOTIFY_AFTER * QUESTIONNAIRE_INTERVAL_DAYS,
    now,
  );
  for (const charge of charges) {
    const last = new Date(charge.last_at);
    await db.transaction().execute(async (trx) => {
      await notify(trx, {
        kind: 'questionnaires_missed',
        recipients: await supporterUsersOf(trx, charge.id, { consentGiven: true }),
        chargeId: charge.id,
        detail: { count: missedQuestionnaires((now.getTime() - last.getTime()) / DAY_MS) },
        eventKey: `questionnaires_missed:${charge.id}:${last.toISOString()}`,
      });
    });
  }
  return charges.length;
}
