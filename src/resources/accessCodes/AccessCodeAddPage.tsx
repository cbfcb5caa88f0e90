import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { accessCodes } from '../../../resources/accessCodes';
import { ResourceForm } from '../../engine/ResourceForm';
import { BackButton } from '../../layout/BackButton';
import { AccessCodeBulkForm } from './AccessCodeBulkForm';

/** Add access codes (spec section 2): tabs single (the generated form) and multiple. */
export const AccessCodeAddPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const form = accessCodes.create;
  const title = translate('portal.access_codes.add_title');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Box>
        <BackButton to={`/${accessCodes.name}`} />
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label={translate('portal.access_codes.single')} />
        <Tab label={translate('portal.access_codes.multiple')} />
      </Tabs>
      <Card variant="outlined">
        <CardContent>
          {tab === 0 && form ? (
            <ResourceForm
              resource={accessCodes.name}
              form={form}
              onSuccess={(record) => navigate(`/${accessCodes.name}/${String(record.id)}`)}
            />
          ) : (
            <AccessCodeBulkForm />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
