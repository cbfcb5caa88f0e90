import type { AppCheckinCreate } from '../../../core/generated/app-checkin-create';
import type { AppMeditationCreate } from '../../../core/generated/app-meditation-create';
import type { AppModuleReadCreate } from '../../../core/generated/app-module-read-create';
import type { AppSessionCreate } from '../../../core/generated/app-session-create';
import type { QuestionnaireKind } from '../database';
import type { QuestionnaireInput } from '../../services/app/activity';
import type { DemoModule } from './demoModules';
import { planJourney, type JourneyShape } from './journeyPatterns';
import { respondent } from './journeyScores';
import type { Random } from './seededRandom';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../core/durations';

const QUESTIONNAIRE_EVERY_DAYS = 14;

/** Everything one client posts from the app, as the app's request bodies, oldest first. */
export interface ActivityPlan {
  sessions: AppSessionCreate[];
  meditations: AppMeditationCreate[];
  moduleReads: AppModuleReadCreate[];
  questionnaires: Record<QuestionnaireKind, QuestionnaireInput[]>;
  checkins: AppCheckinCreate[];
}

export interface Timeline {
  /** The local midnight (as an instant) starting the registration day. */
  firstDay: number;
  registeredAt: number;
  /** Nothing is posted at or after this instant (the seed's now, less a margin). */
  until: number;
}

const MEDITATIONS: [string, number][] = [
  ['Body scan', 600],
  ['Breathing space', 240],
  ['Sleep wind-down', 900],
  ['Mindful walking', 720],
  ['Loving kindness', 540],
  ['Calm before work', 300],
  ['Letting go of worry', 780],
];

/** Morning, lunchtime and evening windows (local hours): sessions in distinct ones never collide. */
const SLOTS: [number, number][] = [
  [6.5, 8.5],
  [12, 13.5],
  [17.5, 21.5],
];

/** How many sessions on a day the client opens the app: mostly one, sometimes two or three. */
function sessionSlots(random: Random): [number, number][] {
  const count = random.chance(0.1) ? 3 : random.chance(0.3) ? 2 : 1;
  if (count === 3) {
    return SLOTS;
  }
  const evening = SLOTS[2] ?? [18, 21];
  const first = random.chance(0.5) ? evening : random.pick(SLOTS.slice(0, 2));
  const second = random.pick(SLOTS.filter((slot) => slot !== first));
  return (count === 1 ? [first] : [first, second]).sort((a, b) => a[0] - b[0]);
}

/**
 * Reading order: the catalogue's, with a neighbour swapped now and then; some modules are
 * skipped and some abandoned midway, so progress differs from client to client.
 */
function readingQueue(modules: DemoModule[], random: Random) {
  const order = modules.filter(() => random.chance(0.85));
  for (let i = 0; i + 1 < order.length; i += 1) {
    if (random.chance(0.25)) {
      [order[i], order[i + 1]] = [order[i + 1] as DemoModule, order[i] as DemoModule];
    }
  }
  return order.map((module) => ({
    module,
    stopAt: random.chance(0.35)
      ? Math.max(1, Math.floor(module.total_pages * (0.2 + 0.6 * random.next())))
      : module.total_pages,
    read: 0,
  }));
}

/**
 * A client's posts over their timeline: sessions near daily (fewer at weekends), meditations a
 * few times a week, module pages now and then, the four questionnaires at registration and then
 * at the first app entry once two weeks have passed, and evening check-ins, all following the
 * journey's severity. Deterministic for a given `random`.
 */
export function planActivity(
  shape: JourneyShape,
  timeline: Timeline,
  modules: DemoModule[],
  random: Random,
): ActivityPlan {
  const journey = planJourney(shape, random);
  const answers = respondent(random);
  const meditating = 0.15 + 0.45 * random.next();
  const reading = 0.025 + 0.07 * random.next();
  const queue = readingQueue(modules, random);
  const plan: ActivityPlan = {
    sessions: [],
    meditations: [],
    moduleReads: [],
    questionnaires: { phq8: [], gad7: [], wsas: [], wellbeing: [] },
    checkins: [],
  };
  const iso = (at: number) => new Date(at).toISOString();
  let questionnaireDue = timeline.registeredAt;

  for (let day = 0; day <= shape.days; day += 1) {
    if (!journey.present(day)) {
      continue;
    }
    const dayStart = timeline.firstDay + day * DAY_MS;
    const weekday = new Date(dayStart + 12 * HOUR_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const severity = journey.severity(day);
    const starts: number[] = [];
    if (day === 0) {
      // Registering is the first app entry: the questionnaires are taken then.
      starts.push(timeline.registeredAt + MINUTE_MS);
    }
    if (random.chance(journey.engagement(day) * (weekend ? 0.6 : 1))) {
      for (const [from, to] of sessionSlots(random)) {
        const at = dayStart + Math.round((from + random.next() * (to - from)) * HOUR_MS);
        if (at > (starts[0] ?? 0) + 30 * MINUTE_MS) {
          starts.push(at);
        }
      }
    }
    for (const start of starts.filter((at) => at < timeline.until)) {
      const minutes = 5 + 35 * random.next() ** 1.6;
      plan.sessions.push({ started_at: iso(start), duration_seconds: Math.round(minutes * 60) });
      if (start >= questionnaireDue) {
        (['phq8', 'gad7', 'wsas', 'wellbeing'] as const).forEach((kind, i) => {
          const qs = answers.questionnaire(kind, severity);
          plan.questionnaires[kind].push({ qs, posted_at: iso(start + (i + 1) * 90_000) });
        });
        questionnaireDue = dayStart + QUESTIONNAIRE_EVERY_DAYS * DAY_MS;
      }
      if (random.chance(meditating)) {
        const [name, seconds] = random.pick(MEDITATIONS);
        plan.meditations.push({
          listened_at: iso(start + random.int(1, 4) * MINUTE_MS),
          name,
          duration_seconds: Math.round(seconds * (0.8 + 0.4 * random.next())),
        });
      }
      const current = queue.find((entry) => entry.read < entry.stopAt);
      if (current && random.chance(reading)) {
        const pages = Math.min(random.int(1, 4), current.stopAt - current.read);
        for (let page = 1; page <= pages; page += 1) {
          plan.moduleReads.push({
            module_id: current.module.id,
            page: current.read + page,
            read_at: iso(start + 5 * MINUTE_MS + page * 40_000),
          });
        }
        current.read += pages;
      }
    }
    const checkinAt = dayStart + Math.round((19.5 + 3 * random.next()) * HOUR_MS);
    if (random.chance(shape.checkins) && checkinAt < timeline.until) {
      plan.checkins.push({ checkin_at: iso(checkinAt), ...answers.checkin(severity) });
    }
  }
  return plan;
}
