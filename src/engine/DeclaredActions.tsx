import { Box, Button, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useTranslate, type RaRecord } from 'react-admin';

import { recordRefusal } from '../../core/recordRules';
import {
  recordPathOf,
  type ActionDefinition,
  type ResourceDefinition,
} from '../../core/resourceDefinition';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useApiAction } from '../shared/useApiAction';
import { DeclaredDownload } from './DeclaredDownload';
import { useWritesAllowed } from './useWriteAllowed';

export interface DeclaredActionsProps {
  definition: ResourceDefinition;
  record: RaRecord;
  /** The key the API finds the record by (`uuid` for accounts); the record's `id` by default. */
  recordKey?: string | number;
  /** Values the confirmations' texts use beyond the record's fields (a person's name). */
  values?: Record<string, unknown>;
  /** After an action succeeded (a page following the record's state). */
  onDone?: (action: ActionDefinition) => void;
  /** On a list's row: only the actions offered there (`onRow`), small. */
  onRow?: boolean;
}

/**
 * The definition's record actions (`actions`) on a detail page: a button each, open to the
 * action's audience, disabled (or hidden) where its rule refuses it as the API would, with the
 * rule's message beside it (a disabled button takes no focus, so a tooltip would reach no
 * keyboard), confirmed first where it declares a confirmation (the focus on Cancel); the API's
 * message is the notice.
 */
export const DeclaredActions = ({
  definition,
  record,
  recordKey = record.id,
  values,
  onDone,
  onRow = false,
}: DeclaredActionsProps) => {
  const { identity } = useGetIdentity();
  const allowed = (definition.actions ?? [])
    .filter(useWritesAllowed(definition))
    .filter((action) => !onRow || action.onRow);
  if (allowed.length === 0) {
    return null;
  }
  const caller = { userId: identity ? Number(identity.id) : null };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      {allowed.map((action) => {
        const refusal = recordRefusal(action.rule, record, caller);
        if (refusal && action.refused === 'hidden') {
          return null;
        }
        const path = `${recordPathOf(definition)}${encodeURIComponent(String(recordKey))}/${action.name}/`;
        return action.download ? (
          <DeclaredDownload key={action.name} action={action} path={path} />
        ) : (
          <DeclaredAction
            key={action.name}
            definition={definition}
            action={action}
            path={path}
            refusal={refusal?.message}
            values={{ ...record, ...values }}
            onDone={() => onDone?.(action)}
            small={onRow}
          />
        );
      })}
    </Box>
  );
};

const DeclaredAction = ({
  definition,
  action,
  path,
  refusal,
  values,
  onDone,
  small,
}: {
  definition: ResourceDefinition;
  action: ActionDefinition;
  path: string;
  small: boolean;
  /** i18n key of why the rule refuses the action (the button is disabled). */
  refusal: string | undefined;
  values: Record<string, unknown>;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The API answers the action's message, in the reader's language: the notice.
  const { run, pending } = useApiAction<{ confirmation: string } | undefined>({
    path,
    notice: (_, answer) => (answer as { message: string }).message,
    invalidates: definition.name,
  });
  const color = action.warning ? 'warning' : 'primary';
  const { confirm } = action;
  // An irreversible action waits for the record's field typed as the record holds it.
  const typedField = confirm?.typed ? values[confirm.typed.field] : undefined;
  const expected = confirm?.typed ? (typeof typedField === 'string' ? typedField : '') : undefined;
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const take = () => {
    void run(expected === undefined ? undefined : { confirmation: typed }).then((done) => {
      close();
      if (done) {
        onDone();
      }
    });
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, maxWidth: '100%' }}>
        <Button
          variant="outlined"
          size={small ? 'small' : 'medium'}
          sx={small ? { whiteSpace: 'nowrap' } : undefined}
          color={color}
          disabled={refusal !== undefined || pending}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={() => (confirm ? setOpen(true) : take())}
        >
          {translate(action.label)}
        </Button>
        {refusal && (
          <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ maxWidth: 260 }}>
            {translate(refusal)}
          </Typography>
        )}
      </Box>
      {confirm && (
        <ConfirmDialog
          isOpen={open}
          loading={pending}
          title={confirm.title}
          titleTranslateOptions={values}
          content={confirm.content}
          contentTranslateOptions={values}
          confirm={confirm.action}
          confirmColor={color}
          confirmDisabled={
            expected !== undefined && typed.trim().toLowerCase() !== expected.toLowerCase()
          }
          onClose={close}
          onConfirm={take}
        >
          {expected !== undefined && confirm.typed && (
            <TextField
              label={translate(confirm.typed.label)}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          )}
        </ConfirmDialog>
      )}
    </>
  );
};
