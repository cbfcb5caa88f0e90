import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

import { severityBands, type Questionnaire } from '../../../core/severity';
import { infoArgs, QUESTIONNAIRES } from './questionnaires';

/**
 * Spec section 2: the learn-more modal with the answer labels and the severity bands. On a
 * narrow screen its text scrolls: the scrolling region takes the focus (named by the title), so
 * a keyboard scrolls it too; its two lists are headed one level under the dialog's title.
 */
export const LearnMoreDialog = ({ questionnaire }: { questionnaire: Questionnaire }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const scale = QUESTIONNAIRES[questionnaire];
  const answerKeys = scale.labels === 'answers' ? ['0', '1', '2', '3'] : ['0', '8'];
  const title = translate(`portal.journey.sections.${questionnaire}`);
  const titleId = useId();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('portal.journey.scores.learn_more')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
          <Typography>
            {translate(`portal.journey.info.${questionnaire}`, infoArgs(questionnaire))}
          </Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate('portal.journey.scores.answers_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('portal.journey.scores.scale', {
              min: 0,
              max: scale.answerMax,
              total: scale.totalMax,
            })}
          </Typography>
          <List dense>
            {answerKeys.map((value) => (
              <ListItem key={value}>
                <ListItemText
                  primary={`${value}: ${translate(`portal.journey.scores.${scale.labels}.${value}`)}`}
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="subtitle2" component="h3">
            {translate('portal.journey.scores.bands_title')}
          </Typography>
          <List dense>
            {severityBands(questionnaire).map((band) => (
              <ListItem key={band.severity}>
                <ListItemText
                  primary={translate(`portal.journey.scores.severity.${band.severity}`)}
                  secondary={
                    band.to === null
                      ? translate('portal.journey.scores.from_up', { from: band.from })
                      : translate('portal.journey.scores.from_to', { from: band.from, to: band.to })
                  }
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('portal.journey.info.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
