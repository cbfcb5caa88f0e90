import type { FastifyInstance } from 'fastify';
import { calendarDay } from '../../core/calendarDay';
import { fullName } from '../../core/fullName';
import type { CaseNote } from '../../core/generated/case-note';
import type { ProgressReport } from '../../core/generated/progress-report';
import type { ProgressReportQuery } from '../../core/generated/progress-report-query';
import { scaleFigures, type ReportScore } from '../../core/progressReport';
import { QUESTIONNAIRES } from '../../core/severity';
import { consentGiven } from '../../machines/consent';
import { findVisibleCharge } from '../access/chargeAccess';
import { ApiError, fieldError } from '../lib/apiError';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import { toChargeAttention } from '../presenters/attention';
import { acknowledgementHistory } from '../repositories/attentionAcknowledgements';
import { readAttentionState } from '../repositories/attentionFacts';
import { appendAudit } from '../repositories/auditLog';
import {
  chargeEpisodes,
  engagementBetween,
  episodeBaselines,
  scoresBetween,
  type DayRange,
} from '../repositories/progressReport';
import { DEFAULT_DESIGNATION } from '../repositories/designations';
import { readableNotes } from '../repositories/resources/caseNotes';
import { otherSupportersOf } from '../repositories/supporters';
import { portalToday } from './episodes';

type EpisodeRow = Awaited<ReturnType<typeof chargeEpisodes>>[number];

/** What the report covers: an episode of care and its days, or a period alone. */
interface Scope extends DayRange {
  episode: EpisodeRow | null;
}

const listOf = (text: string | undefined) => (text ? text.split(',') : []);
const iso = (value: Date) => value.toISOString();

/**
 * The report's days from its options: an episode (to today while it is open), a period, or
 * neither (the current episode: the open one, else the one discharged last; without any, the
 * days since the charge was created). Every refusal is a 400 naming its option.
 */
function scopeOf(
  query: ProgressReportQuery,
  episodes: EpisodeRow[],
  today: string,
  createdOn: string,
): Scope {
  if (query.episode !== undefined && (query.from !== undefined || query.to !== undefined)) {
    throw fieldError('episode', translate('portal.report.api.episode_or_period'));
  }
  if (query.from !== undefined || query.to !== undefined) {
    if (query.from === undefined) {
      throw fieldError('from', translate('portal.validation.required'));
    }
    const to = query.to ?? today;
    if (to < query.from) {
      throw fieldError('to', translate('portal.report.api.period_order'));
    }
    return { from: query.from, to, episode: null };
  }
  const episode =
    query.episode === undefined
      ? (episodes.find((e) => e.closed_on === null) ?? episodes[0])
      : episodes.find((e) => Number(e.id) === query.episode);
  if (episode === undefined) {
    if (query.episode !== undefined) {
      throw fieldError('episode', translate('portal.report.api.unknown_episode'));
    }
    return { from: createdOn, to: today, episode: null };
  }
  return { from: episode.opened_on, to: episode.closed_on ?? today, episode };
}

/** The scales' figures: an episode's start from its baseline, a period's from its first score. */
async function scalesOf(app: FastifyInstance, chargeId: number, scope: Scope) {
  const timeZone = app.config.timeZone;
  const [scores, baselines] = await Promise.all([
    scoresBetween(app.db, chargeId, scope, timeZone),
    scope.episode ? episodeBaselines(app.db, Number(scope.episode.id), timeZone) : [],
  ]);
  return QUESTIONNAIRES.map((scale) => {
    const inPeriod: ReportScore[] = scores
      .filter((score) => score.kind === scale)
      .map((score) => ({ postedAt: iso(score.posted_at), total: score.total }));
    const baseline = baselines.find((b) => b.kind === scale);
    return scaleFigures(
      scale,
      inPeriod,
      baseline ? { postedAt: iso(new Date(baseline.posted_at)), total: baseline.total } : null,
    );
  });
}

/** The notes asked for, each one the caller may read; an id they may not is a 400. */
async function notesOf(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  query: ProgressReportQuery,
  scope: Scope,
): Promise<CaseNote[]> {
  const ids = [...new Set(listOf(query.notes).map(Number))];
  const notes = await readableNotes(app.db, principal, chargeUuid, {
    kinds: listOf(query.noteKinds) as CaseNote['kind'][],
    ids,
    from: scope.from,
    to: scope.to,
  });
  if (ids.some((id) => !notes.some((note) => note.id === id))) {
    throw fieldError('notes', translate('portal.report.api.unknown_note'));
  }
  return notes;
}

/**
 * A charge's progress report, for the caller who may see its journey: attached (or an
 * administrator) with their own consent Given, else a 404 as for a charge they may not see.
 * Each answer is one audited `report.view`, its options in the entry's details.
 */
export async function progressReport(
  app: FastifyInstance,
  principal: Principal,
  chargeUuid: string,
  query: ProgressReportQuery,
  ip: string,
): Promise<ProgressReport> {
  const charge = await findVisibleCharge(app.db, principal, chargeUuid);
  if (!consentGiven(charge.consent_status)) {
    throw ApiError.notFound(translate('portal.api.charges.not_found'));
  }
  const timeZone = app.config.timeZone;
  const today = portalToday(timeZone);
  const episodes = await chargeEpisodes(app.db, charge.id);
  const scope = scopeOf(query, episodes, today, calendarDay(charge.created_on, timeZone));
  const [notes, scales, engagement, supporters, state, history] = await Promise.all([
    notesOf(app, principal, charge.uuid, query, scope),
    scalesOf(app, charge.id, scope),
    engagementBetween(app.db, charge.id, scope, timeZone),
    otherSupportersOf(app.db, charge.id),
    readAttentionState(app.db, charge.id),
    acknowledgementHistory(app.db, charge.id),
  ]);
  const attention = toChargeAttention(state, history);
  const inScope = (instant: string) => {
    const day = calendarDay(new Date(instant), timeZone);
    return scope.from <= day && day <= scope.to;
  };
  await appendAudit(app.db, {
    actorUserId: principal.user.id,
    action: 'report.view',
    targetType: 'charge',
    targetId: charge.uuid,
    chargeId: charge.id,
    ip,
    details: {
      ...(scope.episode ? { episode: Number(scope.episode.id) } : {}),
      from: scope.from,
      to: scope.to,
      noteKinds: listOf(query.noteKinds),
      notes: notes.map((note) => note.id),
    },
  });
  return {
    timeZone,
    printedAt: new Date().toISOString(),
    printedBy: {
      fullName: fullName(principal.user.first_name, principal.user.last_name),
      email: principal.user.email,
    },
    client: {
      fullName: charge.full_name.trim(),
      email: charge.email,
      policy: charge.policy,
      company: charge.company,
    },
    supporters: supporters.map((s) => ({
      fullName: fullName(s.first_name, s.last_name),
      email: s.email,
      designation: s.designation ?? DEFAULT_DESIGNATION,
    })),
    period: {
      from: scope.from,
      to: scope.to,
      episode: scope.episode
        ? {
            id: Number(scope.episode.id),
            openedOn: scope.episode.opened_on,
            closedOn: scope.episode.closed_on,
            dischargeReason: scope.episode.discharge_reason,
          }
        : null,
    },
    episodes: episodes.map((e) => ({
      id: Number(e.id),
      openedOn: e.opened_on,
      closedOn: e.closed_on,
    })),
    scales,
    engagement: {
      checkins: engagement.checkins,
      sessions: engagement.sessions,
      meditations: engagement.meditations,
      modulePages: engagement.module_pages,
      modules: engagement.modules,
    },
    // The flags stand today: a report that ends before today shows only what was acknowledged.
    flags: scope.to === today ? (attention.flags ?? []) : [],
    acknowledgements: (attention.history ?? [])
      .filter((acknowledgement) => inScope(acknowledgement.acknowledgedAt))
      .reverse(),
    notes,
  };
}
