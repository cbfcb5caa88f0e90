import { sql, type Expression } from 'kysely';
import { episodes } from '../../../resources/episodes';
import type { Episode } from '../../../core/generated/episode';
import type { EpisodeCreate } from '../../../core/generated/episode-create';
import type { DischargeReason } from '../../db/database';
import type { Executor } from '../../db/executor';
import { ApiError } from '../../lib/apiError';
import { defineListSource, filterId } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { currentLanguage, translate } from '../../lib/translate';
import { viewerOf } from '../../access/viewerOf';
import { findVisibleChargeRow } from '../charges';
import type { Principal } from '../../plugins/auth';
import { dayText, maybeDayText } from '../../lib/sqlDay';
import {
  changeEpisode,
  openEpisode,
  portalToday,
  type EpisodeChange,
} from '../../services/episodes';
import { catalogueName } from '../catalogueName';

/** A course's name in the reader's language, built when a statement is (within the request). */
const courseName: Expression<string | null> = {
  get expressionType() {
    return undefined;
  },
  toOperationNode: () => catalogueName('cs', currentLanguage()).toOperationNode(),
};

const clientName = sql<string>`coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email)`;

/**
 * The episodes the caller may read: every charge's for administrators, else only those of the
 * charges on the caller's caseload (their own link in charge_supporters), as charges are seen.
 */
function visibleEpisodes(db: Executor, { isAdmin, caseManagerId }: Principal) {
  return db
    .selectFrom('episodes as e')
    .innerJoin('charges as c', 'c.id', 'e.charge_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('courses as cs', 'cs.id', 'c.course_id')
    .$if(!isAdmin, (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('charge_supporters as me')
            .select('me.id')
            .whereRef('me.charge_id', '=', 'c.id')
            .where('me.case_manager_id', '=', caseManagerId ?? 0),
        ),
      ),
    )
    .select([
      'e.id',
      'c.uuid as charge_uuid',
      clientName.as('client'),
      dayText('e.opened_on').as('opened_on'),
      maybeDayText('e.closed_on').as('closed_on'),
      'e.discharge_reason',
      'e.discharge_note',
      'co.name as company',
      sql<string | null>`${courseName}`.as('course'),
    ]);
}

type EpisodeListRow = Awaited<
  ReturnType<ReturnType<typeof visibleEpisodes>['executeTakeFirstOrThrow']>
>;

function toEpisode(row: EpisodeListRow): Episode {
  return {
    id: Number(row.id),
    chargeUuid: row.charge_uuid,
    client: row.client,
    openedOn: row.opened_on,
    closedOn: row.closed_on,
    dischargeReason: row.discharge_reason,
    dischargeNote: row.discharge_note,
    status: row.closed_on === null ? 'open' : 'closed',
    company: row.company,
    course: row.course,
  };
}

/** The episode by id if the caller may read it. */
const findEpisode = (db: Executor, id: string | number, principal: Principal) =>
  visibleEpisodes(db, principal).where('e.id', '=', Number(id)).executeTakeFirst();

/**
 * Episodes of care (resources/episodes.ts): listed with their charge's name, company and course,
 * read and written only where the caller sees the charge (404 otherwise); opened by the create
 * (the charge's uuid and the day), discharged and corrected by the update.
 */
export default defineResourceMapping({
  source: defineListSource({
    definition: episodes,
    sort: {
      client: clientName,
      openedOn: sql.ref('e.opened_on'),
      closedOn: sql.ref('e.closed_on'),
      company: sql.ref('co.name'),
      course: courseName,
    },
    search: { client: clientName },
    filter: {
      status: (value) =>
        value === 'open' ? sql`e.closed_on IS NULL` : sql`e.closed_on IS NOT NULL`,
      dischargeReason: (value) => sql`e.discharge_reason = ${value as DischargeReason}`,
      openedOn: (value) => sql`e.opened_on >= ${value}`,
      closedOn: (value) => sql`e.closed_on >= ${value}`,
      company: (value) => sql`c.company_id = ${filterId('company', value)}`,
      course: (value) => sql`c.course_id = ${filterId('course', value)}`,
      caseManager: (value) =>
        sql`EXISTS (SELECT 1 FROM charge_supporters s
          JOIN case_managers cm ON cm.id = s.case_manager_id
          WHERE s.charge_id = c.id AND cm.user_id = ${filterId('caseManager', value)})`,
    },
    tieBreaker: sql.ref('e.id'),
  }),
  rows: (db, principal) => visibleEpisodes(db, principal),
  present: toEpisode,
  find: async (db, id, principal) => {
    const row = await findEpisode(db, id, principal);
    return row && toEpisode(row);
  },
  create: async (db, principal, body: EpisodeCreate, config) => {
    // A charge the caller may not see is one there is not: the form's missing record (409).
    const charge = await findVisibleChargeRow(db, viewerOf(principal), body.chargeUuid);
    if (!charge) {
      const message = translate('portal.editing.missing_reference');
      throw ApiError.conflict(message, { chargeUuid: [message] });
    }
    return openEpisode(db, {
      charge: { id: charge.id, uuid: body.chargeUuid },
      openedOn: body.openedOn,
      actorUserId: principal.user.id,
      today: portalToday(config.timeZone),
    });
  },
  update: async (db, principal, id, body: EpisodeChange, { app }) =>
    (await findEpisode(db, id, principal)) !== undefined &&
    changeEpisode(db, principal.user.id, Number(id), body, portalToday(app.config.timeZone)),
});
