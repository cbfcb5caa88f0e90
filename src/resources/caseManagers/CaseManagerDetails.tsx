import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { caseManagerCharges } from '../../../resources/caseManagerCharges';
import { caseManagers } from '../../../resources/caseManagers';
import { DetailFields } from '../../engine/DetailFields';
import { useListReturnPath } from '../../engine/useListReturnPath';
import { ResourceList } from '../../engine/ResourceList';
import type { CaseManagerDetail } from '../../../core/generated/case-manager-detail';
import { DetailPage } from '../DetailPage';
import { AccountActions } from '../accounts/AccountActions';
import { accountName } from '../accounts/accountRecord';
import { CaseManagerHistory } from './CaseManagerHistory';

/** Case manager details (spec section 2): the account, then tabs history and managed users. */
export const CaseManagerDetails = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const back = useListReturnPath(caseManagers.name, '/users', { tab: '0' });
  return (
    <DetailPage<CaseManagerDetail & { id: string }>
      resource={caseManagers.name}
      id={id}
      back={back}
      title={accountName}
    >
      {(record) => (
        <>
          <AccountActions definition={caseManagers} record={record} />
          <Card variant="outlined">
            <CardContent>
              <DetailFields definition={caseManagers} record={record} />
            </CardContent>
          </Card>
          <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
            <Tab label={translate('portal.case_managers.tabs.history')} />
            <Tab label={translate('portal.case_managers.tabs.managed_users')} />
          </Tabs>
          {tab === 0 ? (
            <Card variant="outlined">
              <CaseManagerHistory history={record.history} />
            </Card>
          ) : (
            <ResourceList definition={caseManagerCharges} pathParams={{ uuid: record.uuid }} />
          )}
        </>
      )}
    </DetailPage>
  );
};
