import { CHARGE_NAMES, clientEmail } from './chargeNames';
import type { JourneyShape, Trend } from './journeyPatterns';
import type { Random } from './seededRandom';

/** Where one supporter's consent ends up; NR means it was never requested. */
export type ConsentPlan = 'GV' | 'RQ' | 'RC' | 'DN' | 'NR';
/** Who created the charge request: manager@example.org or supporter@example.org. */
export type Creator = 'manager' | 'supporter';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  policy: string;
  /** Index into the demo's companies. */
  company: number;
  creator: Creator;
}

export interface CastMember extends Person {
  gender: string | null;
  isEmployed: boolean | null;
  /** Index into the demo's courses, or null. */
  course: number | null;
  /** The creator's consent. */
  consent: ConsentPlan;
  /** supporter@example.org attached to a manager's request, and where that consent ends up. */
  supporterConsent: ConsentPlan | null;
  shape: JourneyShape;
  /** Days between the request and the client registering with its code. */
  waitedDays: number;
}

/** A request whose client has not registered yet (the Consent Requests tab). */
export interface PendingRequest extends Person {
  daysAgo: number;
  withSupporter: boolean;
  /** A new supporter invited by e-mail, or null. */
  invite: string | null;
}

/** Eighteen months, the longest demo history. */
export const FULL_DAYS = 548;

/** The journeys the tests and a guided tour rely on, by full name. */
export const DEMO_JOURNEYS = {
  /** Eighteen months, near-daily use, improving; manager@example.org has consent. */
  full: fullName(0),
  /** Registered with consent Given, nothing posted since. */
  empty: fullName(1),
  /** Registered last week. */
  recent: fullName(2),
} as const;

function fullName(index: number): string {
  const [first, last] = CHARGE_NAMES[index] ?? ['', ''];
  return `${first} ${last}`;
}

function shuffled<T>(items: T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const repeat = <T>(value: T, count: number): T[] => Array.from({ length: count }, () => value);

const TRENDS: Trend[] = ['improving', 'worsening', 'flat', 'relapse', 'setback'];

/**
 * Sixty registered clients and six waiting requests. manager@example.org created most (consent
 * Given for most, so journeys show, and every other status a few times); supporter@example.org
 * is attached to some and created a few alone.
 */
export function buildCast(random: Random): { cast: CastMember[]; pending: PendingRequest[] } {
  let next = 0;
  let policy = 10100;
  const person = (creator: Creator): Person => {
    const [firstName, lastName] = CHARGE_NAMES[next] ?? ['Demo', `Client ${next}`];
    next += 1;
    policy += random.int(7, 60);
    // manager@example.org works for the first two companies, and a charge request may only name
    // its creator's own (the third company's people are the hundred other case managers).
    const company = creator === 'supporter' ? 0 : ([0, 1, 0, 1, 1][next % 5] ?? 0);
    return {
      firstName,
      lastName,
      email: clientEmail(firstName, lastName),
      policy: `POL-${policy}`,
      company,
      creator,
    };
  };
  const shape = (trend: Trend, days: number, extra: Partial<JourneyShape> = {}): JourneyShape => ({
    trend,
    days,
    engagement: 0.55 + 0.35 * random.next(),
    checkins: 0.7 + 0.25 * random.next(),
    gaps: false,
    quietDays: 0,
    empty: false,
    ...extra,
  });
  const member = (
    creator: Creator,
    consent: ConsentPlan,
    supporterConsent: ConsentPlan | null,
    journey: JourneyShape,
  ): CastMember => {
    const base = person(creator);
    const gender = CHARGE_NAMES[next - 1]?.[2] ?? '';
    return {
      ...base,
      gender: gender || null,
      isEmployed: random.chance(0.85) ? true : random.chance(0.6) ? false : null,
      course: random.chance(0.1) ? null : random.int(0, 3),
      consent,
      supporterConsent,
      shape: journey,
      waitedDays: random.int(1, 10),
    };
  };
  const someDays = () => (random.chance(0.4) ? random.int(540, FULL_DAYS) : random.int(60, 520));

  const cast: CastMember[] = [
    member(
      'manager',
      'GV',
      'GV',
      shape('improving', FULL_DAYS, { engagement: 0.92, checkins: 0.93 }),
    ),
    member('manager', 'GV', null, shape('flat', 41, { empty: true })),
    member('manager', 'GV', 'RQ', shape('improving', 6, { engagement: 0.9 })),
  ];

  // Given: every trend, some with gaps, some who stopped using the app, some shared.
  const trends = shuffled(
    [
      ...repeat<Trend>('improving', 11),
      ...repeat<Trend>('worsening', 7),
      ...repeat<Trend>('flat', 8),
      ...repeat<Trend>('relapse', 6),
      ...repeat<Trend>('setback', 5),
    ],
    random,
  );
  const full = shuffled([...repeat(true, 16), ...repeat(false, trends.length - 16)], random);
  const gappy = shuffled([...repeat(true, 8), ...repeat(false, trends.length - 8)], random);
  const quiet = shuffled([...repeat(true, 4), ...repeat(false, trends.length - 4)], random);
  const shared = shuffled<ConsentPlan | null>(
    [...repeat<ConsentPlan>('GV', 7), 'RQ', 'DN', ...repeat(null, trends.length - 9)],
    random,
  );
  // Of those who stopped, the first two stopped two to four weeks ago: the triage's
  // "stopped using the app" flags them; the others stopped longer ago.
  let recentlyQuiet = 2;
  trends.forEach((trend, i) => {
    const days = full[i] ? random.int(540, FULL_DAYS) : random.int(60, 520);
    const recent = quiet[i] && recentlyQuiet-- > 0;
    const quietDays = quiet[i]
      ? recent
        ? random.int(16, 28)
        : random.int(20, Math.min(150, days - 40))
      : 0;
    cast.push(
      member('manager', 'GV', shared[i] ?? null, shape(trend, days, { gaps: gappy[i], quietDays })),
    );
  });

  // The other statuses of manager@example.org: the list shows them, the journey does not.
  const others: [ConsentPlan, ConsentPlan | null][] = [
    ...repeat<[ConsentPlan, ConsentPlan | null]>(['RQ', null], 4),
    ['RQ', 'GV'],
    ...repeat<[ConsentPlan, ConsentPlan | null]>(['RC', null], 3),
    ['DN', 'GV'],
    ...repeat<[ConsentPlan, ConsentPlan | null]>(['DN', null], 2),
    ...repeat<[ConsentPlan, ConsentPlan | null]>(['NR', null], 3),
  ];
  for (const [consent, supporter] of others) {
    cast.push(member('manager', consent, supporter, shape(random.pick(TRENDS), someDays())));
  }

  // supporter@example.org's own clients.
  for (const consent of ['GV', 'GV', 'GV', 'GV', 'RQ', 'NR'] as const) {
    cast.push(member('supporter', consent, null, shape(random.pick(TRENDS), someDays())));
  }

  const pending: PendingRequest[] = [
    { ...person('manager'), daysAgo: 1, withSupporter: true, invite: null },
    { ...person('manager'), daysAgo: 2, withSupporter: false, invite: 'ot.mokoena@example.org' },
    { ...person('manager'), daysAgo: 4, withSupporter: false, invite: null },
    { ...person('manager'), daysAgo: 7, withSupporter: false, invite: null },
    { ...person('manager'), daysAgo: 11, withSupporter: true, invite: null },
    { ...person('supporter'), daysAgo: 3, withSupporter: false, invite: null },
  ];
  return { cast, pending };
}
