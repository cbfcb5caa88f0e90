/** How big the benchmark's dataset is; the scale on PostgreSQL, a smaller one on PGlite. */
export interface Scale {
  label: string;
  charges: number;
  caseManagers: number;
  companies: number;
  /** The first case manager supports this many charges (the charges list is measured as them). */
  bigManagerCharges: number;
  /** The second supports ten times as many: its list is judged against the first's. */
  tenfoldManagerCharges: number;
  /** Charges with three years of daily check-ins, fortnightly questionnaires, app sessions. */
  longJourneys: number;
  journeyDays: number;
  /** The second charge's journey is this long (ten years), judged against a three-year one. */
  decadeDays: number;
  accessCodes: number;
  mails: number;
}

const fullScale: Scale = {
  label: 'full scale',
  charges: 100_000,
  caseManagers: 200,
  companies: 10,
  bigManagerCharges: 2_000,
  tenfoldManagerCharges: 20_000,
  longJourneys: 1_000,
  journeyDays: 3 * 365,
  decadeDays: 10 * 365,
  accessCodes: 20_000,
  mails: 100_000,
};

/** PGlite writes from one WebAssembly thread; a fifth of the rows, the same shapes. */
const pgliteFifth: Scale = {
  label:
    'one fifth scale (20,000 charges, 100 three-year journeys, 4,000 codes, 20,000 mails, a case manager with 4,000)',
  charges: 20_000,
  caseManagers: 200,
  companies: 10,
  bigManagerCharges: 2_000,
  tenfoldManagerCharges: 20_000 / 5,
  longJourneys: 100,
  journeyDays: 3 * 365,
  decadeDays: 10 * 365,
  accessCodes: 4_000,
  mails: 20_000,
};

/** The mail table grows tenfold between the two passes of the mail calls (run.ts). */
export const MAIL_GROWTH = 10;
/** The closed episodes grow tenfold between the two passes of the outcome report's calls. */
export const EPISODE_GROWTH = 10;

/**
 * `BENCH_SCALE` (a fraction, default 1) shrinks every count but the journeys' days and the
 * big case managers' share of the charges: a quick run that proves the benchmark works, whose
 * figures are not the issue's. Its tables say so.
 */
export function scaled(scale: Scale, factor: number): Scale {
  if (factor === 1) {
    return scale;
  }
  const part = (count: number, least: number) => Math.max(least, Math.round(count * factor));
  const charges = part(scale.charges, 200);
  const bigManagerCharges = Math.min(part(scale.bigManagerCharges, 100), Math.floor(charges / 20));
  return {
    label: `${scale.label} x ${factor} (BENCH_SCALE: not the issue's figures)`,
    charges,
    caseManagers: part(scale.caseManagers, 10),
    companies: scale.companies,
    bigManagerCharges,
    tenfoldManagerCharges: Math.round(
      (bigManagerCharges * scale.tenfoldManagerCharges) / scale.bigManagerCharges,
    ),
    longJourneys: part(scale.longJourneys, 2),
    journeyDays: scale.journeyDays,
    decadeDays: scale.decadeDays,
    accessCodes: part(scale.accessCodes, 100),
    mails: part(scale.mails, 100),
  };
}

const factor = Number(process.env.BENCH_SCALE ?? 1);
if (!(factor > 0 && factor <= 1)) {
  throw new Error(`BENCH_SCALE must be a fraction in (0, 1], not ${process.env.BENCH_SCALE}`);
}
export const postgresScale = scaled(fullScale, factor);
export const pgliteScale = scaled(pgliteFifth, factor);

export const BENCH_PASSWORD = 'Bench-portal-2026';
export const ADMIN_EMAIL = 'bench-admin@example.org';
/** Case manager number 1: the 2,000-charge one. */
export const BIG_MANAGER_EMAIL = 'cm1@bench.example.org';
/** Case manager number 2: the 20,000-charge one. */
export const TENFOLD_MANAGER_EMAIL = 'cm2@bench.example.org';
