import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { statementOnce } from '../db/statementOnce';
import { requestAddress } from '../lib/requestAddress';
import { auditInsert } from './auditLog';
import { dayText, maybeDayText } from '../lib/sqlDay';

/** Whose tallies a report reads: 0 the whole service, else one case manager's caseload. */
export interface OutcomeScope {
  viewer: number;
  /** Only these companies (a company administrator's, or a filter); null: every company. */
  companies: number[] | null;
  course: number | null;
}

/** The months of discharge counted, as the first day of each (`YYYY-MM-01`). */
export interface MonthRange {
  from: string;
  to: string;
}

/** The counts and sums a tally row keeps (migration `episode-outcomes`), summed by the report. */
export const TALLY_COUNTS = [
  'episodes',
  'paired',
  'no_first_score',
  'no_last_score',
  'at_caseness',
  'recovered',
  'reliably_improved',
  'reliably_recovered',
  'reliably_deteriorated',
  'wsas_paired',
  'wsas_reliably_improved',
  'wsas_reliably_deteriorated',
  'phq8_sum',
  'phq8_scores',
  'gad7_sum',
  'gad7_scores',
  'wsas_sum',
  'wsas_scores',
] as const;

export type TallyCounts = Record<(typeof TALLY_COUNTS)[number], number>;

/** One tally row summed: a month of discharge ('infinity' while open) and a week (-1: episodes). */
export interface TallyRow extends TallyCounts {
  closed_month: string;
  week: number;
}

/** Who viewed a report, for the audit entry the report's statement writes. */
export interface OutcomeViewAudit {
  actorUserId: number;
  /** The entry's details, as JSON text. */
  details: string;
}

type TalliesValues = [
  actorUserId: number,
  ip: string | null,
  details: string,
  viewer: number,
  from: string,
  to: string,
  /** The companies as an array literal (`{1,2}`), then the course, when the scope names them. */
  ...filters: (string | number)[],
];

const talliesStatements = new Map<string, ReturnType<typeof talliesStatement>>();

/** The report's statement for a scope that names companies or a course, or neither. */
function talliesStatement(companies: boolean, course: boolean) {
  const arity = 6 + Number(companies) + Number(course);
  return statementOnce<TalliesValues, TallyRow>(
    arity,
    (db, actorUserId, ip, details, viewer, from, to, ...filters) => {
      let query = db
        .with('audited', () =>
          auditInsert(db, { actorUserId, action: 'outcomes.view', ip, detailsJson: details }),
        )
        .selectFrom('outcome_tallies as t')
        .select(['t.week', sql<string>`t.closed_month::text`.as('closed_month')])
        .select(TALLY_COUNTS.map((name) => sql<number>`sum(t.${sql.ref(name)})::int`.as(name)))
        .where('t.case_manager_id', '=', viewer)
        .where((eb) =>
          eb.or([
            eb.between('t.closed_month', from, to),
            eb('t.closed_month', '=', sql<string>`'infinity'::date`),
          ]),
        )
        .groupBy(['t.closed_month', 't.week']);
      const [first, second] = filters;
      if (companies) {
        query = query.where(sql<boolean>`t.company_id = ANY(${first}::bigint[])`);
      }
      if (course) {
        query = query.where('t.course_id', '=', (companies ? second : first) as number);
      }
      return query.$castTo<TallyRow>();
    },
  );
}

/**
 * The report's one statement: the kept tallies (migration `episode-outcomes`) of a scope, by month
 * of discharge and week, for the months in `range` and the open episodes, and the view's audit
 * entry: no report is read without its entry, nor an entry written without its report. It reads a
 * row per company, course, month and week, never an episode or an answer. Built and compiled once
 * per shape (companies, course): it runs on every report.
 */
export async function outcomeTallies(
  db: Executor,
  scope: OutcomeScope,
  range: MonthRange,
  audit: OutcomeViewAudit,
): Promise<TallyRow[]> {
  const key = `${scope.companies !== null} ${scope.course !== null}`;
  let statement = talliesStatements.get(key);
  if (statement === undefined) {
    statement = talliesStatement(scope.companies !== null, scope.course !== null);
    talliesStatements.set(key, statement);
  }
  const filters = [
    ...(scope.companies === null ? [] : [`{${scope.companies.join(',')}}`]),
    ...(scope.course === null ? [] : [scope.course]),
  ];
  const values: TalliesValues = [
    audit.actorUserId,
    requestAddress() ?? null,
    audit.details,
    scope.viewer,
    range.from,
    range.to,
    ...filters,
  ];
  return (await statement(db, ...values)).rows;
}

/** The companies a company administrator answers for. */
export async function companiesOfCaseManager(db: Executor, caseManagerId: number) {
  const rows = await db
    .selectFrom('case_manager_companies')
    .select('company_id')
    .where('case_manager_id', '=', caseManagerId)
    .execute();
  return rows.map((row) => row.company_id);
}

/** What the drill-down filters by, beside the caller's own caseload. */
export interface CaseloadFilter {
  companies: number[] | null;
  course: number | null;
  /** Also in this case manager's caseload (their consent Given). */
  caseManager: number | null;
  /** Closed in these months, or open (null). */
  range: MonthRange | null;
}

/**
 * The episodes of one case manager's own caseload (their consent Given) under a filter, with their
 * kept first and last scores: the drill-down classifies them with core/outcomes.ts. It reads the
 * caller's own charges only, so it grows with their caseload, not the service.
 */
export function caseloadOutcomes(db: Executor, caseManagerId: number, filter: CaseloadFilter) {
  let query = db
    .selectFrom('charge_supporters as me')
    .innerJoin('charges as c', 'c.id', 'me.charge_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('episodes as e', 'e.charge_id', 'c.id')
    .innerJoin('episode_outcomes as o', 'o.episode_id', 'e.id')
    .select([
      'c.uuid',
      sql<string>`concat_ws(' ', u.first_name, u.last_name)`.as('name'),
      dayText('e.opened_on').as('opened_on'),
      maybeDayText('e.closed_on').as('closed_on'),
      'o.phq8_first',
      'o.phq8_last',
      'o.phq8_count',
      'o.gad7_first',
      'o.gad7_last',
      'o.gad7_count',
      'o.wsas_first',
      'o.wsas_last',
      'o.wsas_count',
    ])
    .where('me.case_manager_id', '=', caseManagerId)
    .where('me.consent_status', '=', 'GV')
    .orderBy('e.closed_on', 'desc')
    .orderBy('e.id');
  const { range } = filter;
  query = range
    ? query.where(
        sql<boolean>`date_trunc('month', e.closed_on)::date BETWEEN ${range.from}::date AND ${range.to}::date`,
      )
    : query.where('e.closed_on', 'is', null);
  if (filter.companies !== null) {
    query = query.where('c.company_id', 'in', filter.companies.length ? filter.companies : [-1]);
  }
  if (filter.course !== null) {
    query = query.where('c.course_id', '=', filter.course);
  }
  if (filter.caseManager !== null) {
    const other = filter.caseManager;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('charge_supporters as s')
          .select('s.id')
          .whereRef('s.charge_id', '=', 'c.id')
          .where('s.case_manager_id', '=', other)
          .where('s.consent_status', '=', 'GV'),
      ),
    );
  }
  return query.execute();
}

export type CaseloadOutcomeRow = Awaited<ReturnType<typeof caseloadOutcomes>>[number];
