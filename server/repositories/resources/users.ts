import { defineResourceMapping } from '../../lib/resourceMapping';
import { toUser, toUserDetail } from '../../presenters/user';
import { accountActions, accountUpdate, userAccountTarget } from '../../services/accountAdmin';
import { findUserDetailRow, userListRows, userListSource } from '../users';
import {
  anonymiseClientAccount,
  exportClientData,
} from '../../services/clientRecords/clientRights';

/** Every account, for administrators: the Users tab and an account's page. */
export default defineResourceMapping({
  source: userListSource,
  rows: (db) => userListRows(db),
  present: toUser,
  total: 'users',
  findBy: 'uuid',
  find: async (db, uuid) => {
    const row = await findUserDetailRow(db, String(uuid));
    return row && toUserDetail(row);
  },
  update: accountUpdate(userAccountTarget),
  actions: { ...accountActions(userAccountTarget), anonymise: anonymiseClientAccount },
  downloads: { export: exportClientData },
});
