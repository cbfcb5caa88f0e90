import type { Kysely } from 'kysely';
import type { AppRegister } from '../../../core/generated/app-register';
import type { ChargeRequestCreate } from '../../../core/generated/charge-request-create';
import type { Config } from '../../config';
import type { Database } from '../database';
import type { Executor } from '../executor';
import { hashPassword } from '../../lib/passwords';
import { findCaseManagerByUserId } from '../../repositories/caseManagers';
import { findUserByEmail } from '../../repositories/users';
import { insertChargeRequest } from '../../services/chargeRequests';
import { registerWithAccessCode } from '../../services/app/registration';
import { checked } from './appPayloads';
import { buildCast, type CastMember, type Creator, type PendingRequest } from './chargeCast';
import { settleConsent, type Supporter } from './chargeConsent';
import { setRegistrationTime, setRequestTime } from './chargeStory';
import { setFirstEpisodeTime } from './episodesDemo';
import { recordActivity } from './chargeActivity';
import { seedModules, type DemoModule } from './demoModules';
import { seededRandom } from './seededRandom';
import { DAY_MS } from '../../../core/durations';

export { DEMO_JOURNEYS } from './chargeCast';

const SEED = 20260518;
const HOUR = 3_600_000;

interface Context {
  db: Executor;
  config: Config;
  staff: Record<Creator, Supporter>;
  companies: number[];
  courses: number[];
  modules: DemoModule[];
  password: string;
  passwordHash: string;
  /** The local midnight starting today, as an instant. */
  today: number;
  now: number;
}

/** The time zone's offset from UTC at `at`, in ms (Africa/Johannesburg: two hours, all year). */
function zoneOffset(timeZone: string, at: Date): number {
  const wall = (zone: string) => new Date(at.toLocaleString('en-US', { timeZone: zone })).getTime();
  return wall(timeZone) - wall('UTC');
}

async function staffMember(db: Executor, email: string): Promise<Supporter> {
  const user = await findUserByEmail(db, email);
  const caseManager = user && (await findCaseManagerByUserId(db, user.id));
  if (!user || !caseManager) {
    throw new Error(`The demo charges need ${email}, created earlier in the seed.`);
  }
  return { user, caseManager };
}

const ids = async (db: Executor, table: 'companies' | 'courses') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id);

/** The request as a case manager fills in the form, through the portal's own service. */
async function sendRequest(
  context: Context,
  person: CastMember | PendingRequest,
  withSupporter: boolean,
  consent: boolean,
) {
  const creator = context.staff[person.creator];
  const supporter = context.staff.supporter.caseManager;
  const body = checked<ChargeRequestCreate>('charge-request-create.json', {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    company: context.companies[person.company] ?? null,
    policy_number: person.policy,
    should_request_consent: consent,
    designation: person.creator === 'manager' ? 'Case manager' : 'OT',
    other_case_managers: withSupporter ? [{ uuid: supporter.uuid, designation: 'OT' }] : [],
    invited_supporters:
      'invite' in person && person.invite ? [{ email: person.invite, designation: 'OT' }] : [],
  });
  return insertChargeRequest(context.db, context.config, creator.user, body);
}

/**
 * One client's whole story: the request, registration with its code through the app's service,
 * consent answers, then every post of their months with the app, in batches.
 */
/**
 * A consented client is in care from the day they registered, before any of their answers: their
 * journey reads change from that episode's baseline and their flags may be raised. An episode a
 * consent already opened is moved to that day.
 */
async function seedCharge(context: Context, member: CastMember, index: number): Promise<void> {
  const random = seededRandom(SEED + 1 + index);
  const firstDay = context.today - member.shape.days * DAY_MS;
  const registeredAt = firstDay + Math.round((8 + 9 * random.next()) * HOUR);
  const requestedAt = registeredAt - member.waitedDays * DAY_MS - random.int(1, 6) * HOUR;

  const request = await sendRequest(
    context,
    member,
    member.supporterConsent !== null,
    member.consent !== 'NR',
  );
  const body = checked<AppRegister>('app-register.json', {
    access_code: request.code,
    email: member.email,
    password: context.password,
    first_name: member.firstName,
    last_name: member.lastName,
    gender: member.gender,
    is_employed: member.isEmployed,
  });
  const client = await registerWithAccessCode(context.db, {
    accessCode: body.access_code,
    email: body.email,
    passwordHash: context.passwordHash,
    firstName: body.first_name,
    lastName: body.last_name,
    gender: body.gender ?? null,
    isEmployed: body.is_employed ?? null,
  });
  const consentChanged = new Map<number, Date>();
  const settled: [Supporter, CastMember['consent'] | null][] = [
    [context.staff[member.creator], member.consent],
    [context.staff.supporter, member.supporterConsent],
  ];
  for (const [supporter, plan] of settled) {
    if (plan === 'GV' || plan === 'DN' || plan === 'RC') {
      await settleConsent(context.db, client, supporter, plan);
      const after = plan === 'RC' ? random.int(3, 20) * DAY_MS : random.int(2, 60) * HOUR;
      consentChanged.set(
        supporter.caseManager.id,
        new Date(Math.min(registeredAt + after, context.now)),
      );
    }
  }
  await setRequestTime(context.db, request.id, new Date(requestedAt));
  await setRegistrationTime(context.db, {
    requestId: request.id,
    chargeId: client.chargeId,
    registeredAt: new Date(registeredAt),
    courseId: member.course === null ? null : (context.courses[member.course] ?? null),
    consentChanged,
  });
  await setFirstEpisodeTime(context.db, client.chargeId, context.config.timeZone);
  await recordActivity(context.db, client.chargeId, member.shape, context.modules, random, {
    firstDay,
    registeredAt,
    // Posts stop a little before now: the app's services refuse times in the future.
    until: context.now - 15 * 60_000,
  });
}

async function seedPendingRequest(context: Context, pending: PendingRequest): Promise<void> {
  const request = await sendRequest(context, pending, pending.withSupporter, true);
  // Sent during the working day, local time.
  const at = context.today - pending.daysAgo * DAY_MS + (9 + pending.daysAgo / 2) * HOUR;
  await setRequestTime(context.db, request.id, new Date(at));
}

/**
 * About sixty clients with up to eighteen months of app use, and a few requests still waiting
 * for their client, each written through the services the portal and the companion app call
 * (one transaction per client), plus the module catalogue they read. Deterministic: the same
 * people and histories, relative to today, on every fresh start.
 */
export async function seedChargesDemo(
  db: Kysely<Database>,
  config: Config,
  password: string,
  now = new Date(),
): Promise<void> {
  const offset = zoneOffset(config.timeZone, now);
  const base = {
    config,
    staff: {
      manager: await staffMember(db, 'manager@example.org'),
      supporter: await staffMember(db, 'supporter@example.org'),
    },
    companies: await ids(db, 'companies'),
    courses: await ids(db, 'courses'),
    modules: await seedModules(db),
    password,
    passwordHash: await hashPassword(password),
    today: Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset,
    now: now.getTime(),
  };
  const { cast, pending } = buildCast(seededRandom(SEED));
  for (const [index, member] of cast.entries()) {
    await db.transaction().execute((trx) => seedCharge({ ...base, db: trx }, member, index));
  }
  for (const request of pending) {
    await db.transaction().execute((trx) => seedPendingRequest({ ...base, db: trx }, request));
  }
}
