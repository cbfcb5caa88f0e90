import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, Title, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { useApi } from '../../app/ApiContext';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { BackButton } from '../../layout/BackButton';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorCatalogue';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { useSnackbar } from '../../shared/useSnackbar';
import type { IssueCreate } from '../../../core/generated/issue-create';
import type { IssueDetail } from '../../../core/generated/issue-detail';
import { CharCounter } from './CharCounter';
import { TEXT_MAX, TITLE_MAX, validateText, validateTitle } from './issueValidation';

/** Raise an issue (route feedback-create): title and text, then the new issue's details. */
export const IssueCreatePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { httpClient } = useApi();
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> }>();
  const title = translate('portal.issues.create.title');

  const save = async (values: FieldValues) => {
    const body: IssueCreate = {
      title: String(values.title ?? '').trim(),
      text: typeof values.text === 'string' && values.text.trim() !== '' ? values.text : null,
    };
    setFailure(undefined);
    try {
      const { json } = await httpClient<IssueDetail>('feedback/issues/create/', {
        method: 'POST',
        body,
      });
      snackbar('portal.issues.notices.raised', { variant: 'success' });
      void navigate(`/feedback/issues/${encodeURIComponent(json.uuid)}?created=true`);
    } catch (error) {
      setFailure({ message: errorMessageOf(error), fields: fieldErrorsOf(error) });
    }
  };

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Box>
        <BackButton to="/feedback" />
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Form onSubmit={save} noValidate mode="onBlur" reValidateMode="onChange">
            {failure && Object.keys(failure.fields).length === 0 && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate(failure.message, { _: failure.message })}
              </Alert>
            )}
            <ServerFieldErrors errors={failure?.fields} />
            <TextInput
              source="title"
              label={<RequiredLabel label="resources.issues.fields.title" />}
              validate={validateTitle}
              helperText={<CharCounter source="title" max={TITLE_MAX} />}
              slotProps={requiredInputProps}
            />
            <TextInput
              source="text"
              label="resources.issues.fields.text"
              multiline
              minRows={4}
              validate={validateText}
              helperText={<CharCounter source="text" max={TEXT_MAX} />}
            />
            <SaveButton label="portal.issues.create.submit" alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
