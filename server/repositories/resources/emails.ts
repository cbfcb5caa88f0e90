import { sql } from 'kysely';
import { emails } from '../../../resources/emails';
import { defineListSource } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { toMail } from '../../presenters/mail';
import { requeueMail } from '../../services/mailResend';

/** Every stored mail, for administrators: the spec's `mail` list and detail. */
export default defineResourceMapping({
  source: defineListSource({
    definition: emails,
    sort: { createdAt: sql.ref('created_at') },
    search: {
      subject: sql.ref('subject'),
      recipients: sql<string>`array_to_string(recipients, ' ')`,
    },
    filter: {},
    tieBreaker: sql.ref('id'),
    pageByKey: true,
  }),
  rows: (db) => db.selectFrom('mails').selectAll(),
  present: toMail,
  total: 'mails',
  find: async (db, id) => {
    const row = await db
      .selectFrom('mails')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirst();
    return row && toMail(row);
  },
  actions: {
    resend: async (db, { user }, id) => {
      await requeueMail(db, user.id, Number(id), 'resend');
      return {};
    },
    'send-now': async (db, { user }, id) => {
      await requeueMail(db, user.id, Number(id), 'send-now');
      return {};
    },
  },
});
