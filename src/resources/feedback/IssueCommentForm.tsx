import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { useApiAction } from '../../shared/useApiAction';
import issueCommentCreate from '../../../schemas/issue-comment-create.json';
import type { IssueCommentCreate } from '../../../core/generated/issue-comment-create';

/** The API's bound on a comment (schemas/issue-comment-create.json). */
const MAX = issueCommentCreate.properties.text.maxLength;
const notice = () => 'portal.issues.comments.added';

/**
 * A comment on the issue (its creator and staff: whoever sees the issue). POST
 * feedback/issues/{uuid}/comments/; the issue reloads with it in its timeline.
 */
export const IssueCommentForm = ({ uuid }: { uuid: string }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [required, setRequired] = useState(false);
  const { run, pending } = useApiAction<IssueCommentCreate>({
    path: `feedback/issues/${encodeURIComponent(uuid)}/comments/`,
    notice,
    invalidates: 'issues',
  });
  const submit = async () => {
    const trimmed = text.trim();
    setRequired(trimmed === '');
    if (trimmed !== '' && (await run({ text: trimmed }))) {
      setText('');
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label={translate('portal.issues.comments.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRequired(false);
        }}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        error={required}
        helperText={
          required
            ? translate('portal.validation.required')
            : translate('portal.issues.create.counter', { count: text.length, max: MAX })
        }
        slotProps={{ htmlInput: { maxLength: MAX } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {translate('portal.issues.comments.submit')}
        </Button>
      </Box>
    </Box>
  );
};
