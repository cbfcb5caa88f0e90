import { Card, CardContent } from '@mui/material';
import { useParams } from 'react-router-dom';

import { users } from '../../../resources/users';
import { DetailFields } from '../../engine/DetailFields';
import { useListReturnPath } from '../../engine/useListReturnPath';
import type { UserDetail } from '../../../core/generated/user-detail';
import { DetailPage } from '../DetailPage';
import { AccountActions } from '../accounts/AccountActions';
import { accountName } from '../accounts/accountRecord';

/**
 * An account's page, for administrators (a row of the Users tab): who it is, how it signs in,
 * and the same actions as a case manager's details (edit, deactivate, password reset, second
 * factor).
 */
export const UserAccountDetails = () => {
  const { id } = useParams();
  const back = useListReturnPath(users.name, '/users', { tab: '1' });
  return (
    <DetailPage<UserDetail & { id: number }>
      resource={users.name}
      id={id}
      back={back}
      title={accountName}
    >
      {(record) => (
        <>
          <AccountActions definition={users} record={record} />
          <Card variant="outlined">
            <CardContent>
              <DetailFields definition={users} record={record} />
            </CardContent>
          </Card>
        </>
      )}
    </DetailPage>
  );
};
