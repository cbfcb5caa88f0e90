import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import type { OutcomeFigure } from '../../core/outcomes';
import { StatusBox } from '../shared/StatusBox';
import { useOutcomeCharges, type OutcomeFilters } from './useOutcomes';

/** A figure's clients among the caller's own caseload, each linking to their journey. */
export const OutcomeChargesDialog = ({
  filters,
  shown,
  onClose,
}: {
  filters: OutcomeFilters;
  shown: { figure: OutcomeFigure; group: 'closed' | 'open' } | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useOutcomeCharges(
    filters,
    shown?.figure ?? null,
    shown?.group ?? 'closed',
  );
  const scores = (pair: { first: number; last: number } | null) =>
    pair ? `${pair.first} → ${pair.last}` : '–';
  return (
    <Dialog open={shown !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {shown &&
          translate('portal.outcomes.charges.title', {
            figure: translate(`portal.outcomes.figures.${shown.figure}`),
          })}
      </DialogTitle>
      <DialogContent>
        {error ? (
          <StatusBox variant="error" message={error.message} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : data.items.length === 0 ? (
          <Typography>{translate('portal.outcomes.charges.empty')}</Typography>
        ) : (
          <List dense data-testid="outcome-charges">
            {data.items.map((item, index) => {
              const name =
                item.name ?? translate('portal.outcomes.charges.unnamed', { n: index + 1 });
              return (
                <ListItem key={`${item.uuid}-${item.openedOn}`} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/users/${item.uuid}?tab=journey`}>
                        {name}
                      </Link>
                    }
                    secondary={[
                      `${translate('portal.outcomes.charges.opened')} ${item.openedOn}`,
                      item.closedOn
                        ? `${translate('portal.outcomes.charges.closed')} ${item.closedOn}`
                        : null,
                      `PHQ-8 ${scores(item.phq8)}`,
                      `GAD-7 ${scores(item.gad7)}`,
                      `WSAS ${scores(item.wsas)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('portal.outcomes.charges.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
