import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useInfiniteGetList, useTranslate } from 'react-admin';

import { companyMates } from '../../../../resources/companyMates';
import { TYPE_AHEAD_MS } from '../../../engine/timing';
import { useDebouncedValue } from '../../../engine/useDebouncedValue';
import { RequiredLabel } from '../../../inputs/RequiredLabel';
import type { CompanyMate } from '../../../../core/generated/company-mate';
import { DesignationField } from '../../charges/supporters/DesignationField';
import { useDesignations } from '../../charges/supporters/useDesignations';
import type { MateChoice } from './chargeRequestPayload';
import { toggleMate, withoutDesignation } from './mateChoices';

export interface MatesDialogProps {
  initial: MateChoice[];
  /** Spec section 5: cancelling clears the selection. */
  onCancel: () => void;
  onDone: (choices: MateChoice[]) => void;
}

/**
 * Step 2's chooser of other case managers: the caller's company mates (20 at a time, more on
 * "Show more" until all are listed; searched on name and e-mail), each chosen one with its
 * designation, which it needs before Done.
 */
export const MatesDialog = ({ initial, onCancel, onDone }: MatesDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { designations } = useDesignations();
  const [choices, setChoices] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, TYPE_AHEAD_MS);
  const { data, total, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteGetList<CompanyMate & { id: string }>(
      companyMates.name,
      {
        pagination: { page: 1, perPage: companyMates.defaultPageSize ?? 20 },
        sort: { field: 'name', order: 'ASC' },
        filter: { q: search },
      },
      { placeholderData: (previous) => previous },
    );
  const mates = data?.pages.flatMap((page) => page.data);
  const missing = withoutDesignation(choices);

  const done = () => {
    setChecked(true);
    if (missing.length === 0) {
      onDone(choices.map((choice) => ({ ...choice, designation: choice.designation.trim() })));
    }
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate('portal.charges.new_request.mates_title')}</DialogTitle>
      <DialogContent>
        {choices.map((choice) => (
          <Box key={choice.uuid} sx={{ mb: 1 }}>
            <DesignationField
              value={choice.designation}
              options={designations}
              onChange={(designation) =>
                setChoices((current) =>
                  current.map((item) =>
                    item.uuid === choice.uuid ? { ...item, designation } : item,
                  ),
                )
              }
              label={
                <RequiredLabel
                  label={translate('portal.charges.new_request.mate_designation', {
                    name: choice.name,
                  })}
                />
              }
              error={checked && missing.includes(choice.uuid)}
              helperText={
                checked && missing.includes(choice.uuid)
                  ? translate('portal.validation.required')
                  : choice.email
              }
            />
          </Box>
        ))}
        <TextField
          type="search"
          size="small"
          fullWidth
          margin="dense"
          label={translate('portal.charges.new_request.mates_search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-hidden="true" />}</Box>
        {mates && mates.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('portal.list.no_items')}
          </Typography>
        ) : (
          <List dense>
            {(mates ?? []).map((mate) => {
              const chosen = choices.some((choice) => choice.uuid === mate.uuid);
              return (
                // A checkbox and its label, no button around them: one control per row
                // (axe nested-interactive), the whole row still toggles it.
                <ListItem key={mate.uuid} disablePadding>
                  <FormControlLabel
                    sx={{ mx: 0, py: 0.25, width: 1, alignItems: 'center' }}
                    control={
                      <Checkbox
                        checked={chosen}
                        onChange={() => setChoices((current) => toggleMate(current, mate))}
                        slotProps={{ input: { 'aria-label': mate.name } }}
                      />
                    }
                    label={<ListItemText primary={mate.name} secondary={mate.email} />}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {hasNextPage && (
          <Button
            fullWidth
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            sx={{ mt: 1 }}
          >
            {translate('portal.charges.new_request.mates_more', {
              shown: mates?.length ?? 0,
              total: total ?? 0,
            })}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={done}>
          {translate('portal.charges.new_request.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
