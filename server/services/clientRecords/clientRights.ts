import type { Executor } from '../../db/executor';
import { ApiError } from '../../lib/apiError';
import type { RecordAction, RecordDownload } from '../../lib/resourceMapping';
import { translate } from '../../lib/translate';
import { findUserByUuid } from '../../repositories/users';
import { anonymiseClient } from './anonymise';
import { clientArchive } from './clientArchive';
import { findClientKey } from './clientRecordKinds';

/** The client behind `users/{uuid}/`: undefined for no such account or a staff one. */
async function clientOfAccount(db: Executor, uuid: string | number) {
  const user = await findUserByUuid(db, String(uuid));
  return user && (await findClientKey(db, user.id));
}

/** `POST users/{uuid}/export/`: the archive of everything held about the client. */
export const exportClientData: RecordDownload = async (db, principal, uuid, { ip }) => {
  const client = await clientOfAccount(db, uuid);
  return client
    ? clientArchive(db, client, { actorUserId: principal.user.id, ip, via: 'portal' })
    : false;
};

/** `POST users/{uuid}/anonymise/`, confirmed by the client's e-mail (the definition's `typed`). */
export const anonymiseClientAccount: RecordAction = async (db, principal, uuid, { ip }) => {
  const client = await clientOfAccount(db, uuid);
  if (!client) {
    return false;
  }
  if (
    !(await anonymiseClient(db, client, { actorUserId: principal.user.id, ip, reason: 'request' }))
  ) {
    // Between the rule's read and this write, someone else anonymised the client.
    throw ApiError.conflict(translate('portal.api.client_rights.already_anonymised'));
  }
  return {};
};
