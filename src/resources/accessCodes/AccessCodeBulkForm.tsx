import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';

import { RequiredLabel } from '../../inputs/RequiredLabel';
import { distinctCodes, joinCodes, parseCodes, type Separator } from './bulkCodes';
import { codesFromFile } from './codeFile';
import { useBulkCreate } from './useBulkCreate';
import { ButtonSpinner } from '../../shared/ButtonSpinner';

/**
 * Add multiple codes (spec section 5): typed or loaded from a file, separated by comma and space
 * or by newline; spaces inside a code removed and codes upper-cased. A CSV file is read by its
 * `code` column. Each code is sent once (those given more than once are named); refused codes
 * stay in the box with their errors listed; the others are created.
 */
export const AccessCodeBulkForm = () => {
  const translate = useTranslate();
  const [separator, setSeparator] = useState<Separator>('comma');
  const [text, setText] = useState('');
  const [required, setRequired] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Codes given more than once in the box or the file, sent once.
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const { send, outcome, error, sending } = useBulkCreate();
  const codes = parseCodes(text, separator);

  const changeSeparator = (next: Separator | null) => {
    if (next && next !== separator) {
      setText(joinCodes(parseCodes(text, separator), next));
      setSeparator(next);
    }
  };
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      const loaded = distinctCodes([...codes, ...codesFromFile(await file.text())]);
      setDuplicates(loaded.duplicates);
      setText(joinCodes(loaded.codes, separator));
    }
  };
  const submit = async () => {
    setRequired(codes.length === 0);
    const distinct = distinctCodes(codes);
    setDuplicates(distinct.duplicates);
    if (distinct.codes.length > 0) {
      const result = await send(distinct.codes);
      if (result) {
        // Only the refused codes stay, to correct and send again.
        setText(
          joinCodes(
            result.failures.map((f) => f.code),
            separator,
          ),
        );
      }
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="body2" id="separator-label">
          {translate('portal.access_codes.bulk.separator')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={separator}
          onChange={(_, value: Separator | null) => changeSeparator(value)}
          aria-labelledby="separator-label"
        >
          <ToggleButton value="comma">{translate('portal.access_codes.bulk.comma')}</ToggleButton>
          <ToggleButton value="newline">
            {translate('portal.access_codes.bulk.newline')}
          </ToggleButton>
        </ToggleButtonGroup>
        {/* A button that opens the hidden file input: a label acting as a button is neither. */}
        <Button startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
          {translate('portal.access_codes.bulk.file')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".txt,.csv,text/plain,text/csv"
          onChange={(e) => void load(e)}
        />
      </Box>
      <TextField
        label={<RequiredLabel label="portal.access_codes.bulk.codes" />}
        value={text}
        onChange={(event) => {
          setText(event.target.value.toUpperCase());
          setRequired(false);
        }}
        multiline
        minRows={4}
        maxRows={14}
        fullWidth
        error={required}
        helperText={
          required
            ? translate('portal.validation.required')
            : `${translate(`portal.access_codes.bulk.${separator}_help`)} · ${translate(
                'portal.access_codes.bulk.count',
                { smart_count: codes.length },
              )}`
        }
        slotProps={{ htmlInput: { 'aria-required': true, spellCheck: false } }}
      />
      {duplicates.length > 0 && (
        <Alert severity="info">
          {translate('portal.access_codes.bulk.duplicates', {
            smart_count: duplicates.length,
            codes: duplicates.join(', '),
          })}
        </Alert>
      )}
      {error !== null && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      {outcome && outcome.added > 0 && (
        <Alert severity="success">
          {translate('portal.access_codes.bulk.added', { smart_count: outcome.added })}
        </Alert>
      )}
      {outcome && outcome.failures.length > 0 && (
        <Alert severity="error" role="alert">
          {translate('portal.access_codes.bulk.failed')}
          <List dense disablePadding aria-label={translate('portal.access_codes.bulk.failed')}>
            {outcome.failures.map((failure, index) => (
              <ListItem key={`${failure.code}-${index}`} disableGutters>
                <ListItemText
                  primary={failure.code}
                  secondary={failure.message}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace', fontWeight: 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={sending}
          startIcon={sending ? <ButtonSpinner /> : undefined}
        >
          {translate('portal.access_codes.bulk.submit')}
        </Button>
      </Box>
    </Stack>
  );
};
