/** How big the benchmark's dataset is; the scale on PostgreSQL, a smaller one on PGlite. */
export interface Scale {
  label: string;
  charges: number;
  caseManagers: number;
  companies: number;
  /** The first case manager supports this many charges (the charges list is measured as them). */
  bigManagerCharges: number;
  /** Charges with three years of daily check-ins, fortnightly questionnaires, app sessions. */
  longJourneys: number;
  journeyDays: number;
  accessCodes: number;
  mails: number;
}

export const postgresScale: Scale = {
  label: 'full scale',
  charges: 100_000,
  caseManagers: 200,
  companies: 10,
  bigManagerCharges: 2_000,
  longJourneys: 1_000,
  journeyDays: 3 * 365,
  accessCodes: 20_000,
  mails: 50_000,
};

/** PGlite writes from one WebAssembly thread; a fifth of the rows, the same shapes. */
export const pgliteScale: Scale = {
  label: 'one fifth scale (20,000 charges, 100 three-year journeys, 4,000 codes, 10,000 mails)',
  charges: 20_000,
  caseManagers: 200,
  companies: 10,
  bigManagerCharges: 2_000,
  longJourneys: 100,
  journeyDays: 3 * 365,
  accessCodes: 4_000,
  mails: 10_000,
};

export const BENCH_PASSWORD = 'Bench-portal-2026';
export const ADMIN_EMAIL = 'bench-admin@example.org';
/** Case manager number 1: the 2,000-charge one. */
export const BIG_MANAGER_EMAIL = 'cm1@bench.example.org';
