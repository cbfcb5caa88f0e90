import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { accessCodes } from '../../../resources/accessCodes';
import { recordRefusal } from '../../../core/recordRules';
import { RelativeDate } from '../../engine/RelativeDate';
import { useListReturnPath } from '../../engine/useListReturnPath';
import type { AccessCodeDetail } from '../../../core/generated/access-code-detail';
import { DetailPage } from '../DetailPage';
import { AccessCodeTimeline } from './AccessCodeTimeline';
import { PersonSection } from './PersonSection';
import { RevokeAccessCode } from './RevokeAccessCode';

const name = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const Body = ({ code }: { code: AccessCodeDetail }) => {
  const translate = useTranslate();
  const { used, createdFor, usedBy, toBeUsedBy } = code;
  const refusal = recordRefusal(accessCodes.delete?.rule, code);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          color={used ? 'success' : 'default'}
          label={translate(`portal.access_codes.details.${used ? 'used' : 'unused'}`)}
        />
        {/* Offered where the server's rule allows it; elsewhere the rule's reason. Should the
            code be used meanwhile, the server's 409 says so in the snackbar. */}
        {refusal ? (
          <Typography variant="body2" color="text.secondary">
            {translate(refusal.message)}
          </Typography>
        ) : (
          <RevokeAccessCode code={code} />
        )}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {translate('portal.access_codes.details.timeline')}
          </Typography>
          <AccessCodeTimeline
            steps={[
              { label: 'resources.access-codes.fields.createdAt', date: code.createdAt },
              {
                label: 'resources.access-codes.fields.assignedAt',
                date: createdFor?.assignedAt ?? null,
              },
              { label: 'resources.access-codes.fields.usedAt', date: usedBy?.usedAt ?? null },
            ]}
          />
        </CardContent>
      </Card>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <PersonSection
          title="resources.access-codes.fields.createdFor"
          rows={
            createdFor && [
              { field: 'email', value: createdFor.email },
              { field: 'username', value: createdFor.username },
              { field: 'assignedAt', value: <RelativeDate value={createdFor.assignedAt} /> },
            ]
          }
        />
        <PersonSection
          title="resources.access-codes.fields.usedBy"
          rows={
            usedBy && [
              { field: 'name', value: name(usedBy) },
              { field: 'email', value: usedBy.email },
              { field: 'company', value: usedBy.company },
              { field: 'policy', value: usedBy.policy },
              { field: 'usedAt', value: <RelativeDate value={usedBy.usedAt} /> },
            ]
          }
        />
        <PersonSection
          title="resources.access-codes.fields.toBeUsedBy"
          rows={
            toBeUsedBy && [
              { field: 'name', value: name(toBeUsedBy) },
              { field: 'email', value: toBeUsedBy.email },
              { field: 'company', value: toBeUsedBy.company },
              { field: 'policy', value: toBeUsedBy.policy },
            ]
          }
        />
      </Box>
    </>
  );
};

/** Access code details (spec section 2): the timeline, created for, used by, to be used by. */
export const AccessCodeDetails = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const back = useListReturnPath(accessCodes.name, `/${accessCodes.name}`);
  return (
    <DetailPage<AccessCodeDetail>
      resource={accessCodes.name}
      id={id}
      back={back}
      title={(code) => translate('portal.access_codes.details.title', { code: code.code })}
    >
      {(code) => <Body code={code} />}
    </DetailPage>
  );
};
