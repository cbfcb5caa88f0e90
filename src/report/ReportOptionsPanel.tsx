import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ProgressReport } from '../../core/generated/progress-report';
import { reportDay } from './reportDates';
import { NOTE_KINDS, type ReportOptions } from './reportOptions';

/**
 * What the report covers and which notes it includes, with the Print button: on screen only
 * (never printed). An episode is picked from the charge's episodes; a period by its two days.
 */
export const ReportOptionsPanel = ({
  report,
  options,
  onChange,
}: {
  report: ProgressReport;
  options: ReportOptions;
  onChange: (options: ReportOptions) => void;
}) => {
  const translate = useTranslate();
  const day = (value: string) => reportDay(value, translate, report.timeZone);
  const covers = options.from === undefined && report.period.episode ? 'episode' : 'period';
  const episodeId = options.episode ?? report.period.episode?.id ?? report.episodes[0]?.id;
  const setCovers = (value: string) =>
    onChange(
      value === 'episode' && episodeId !== undefined
        ? { episode: episodeId, kinds: options.kinds }
        : { from: report.period.from, to: report.period.to, kinds: options.kinds },
    );
  const toggleKind = (kind: (typeof NOTE_KINDS)[number], checked: boolean) =>
    onChange({
      ...options,
      kinds: NOTE_KINDS.filter((k) => (k === kind ? checked : options.kinds.includes(k))),
    });
  return (
    <Paper
      variant="outlined"
      data-print="hide"
      data-testid="report-options"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="h2" variant="h6">
        {translate('portal.report.options.title')}
      </Typography>
      <FormControl>
        <FormLabel id="report-covers">{translate('portal.report.options.covers')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="report-covers"
          value={covers}
          onChange={(event) => setCovers(event.target.value)}
        >
          <FormControlLabel
            value="episode"
            control={<Radio />}
            disabled={report.episodes.length === 0}
            label={translate('portal.report.options.episode')}
          />
          <FormControlLabel
            value="period"
            control={<Radio />}
            label={translate('portal.report.options.period')}
          />
        </RadioGroup>
      </FormControl>
      {covers === 'episode' ? (
        <TextField
          select
          size="small"
          sx={{ maxWidth: '24rem' }}
          label={translate('portal.report.options.choose_episode')}
          value={episodeId ?? ''}
          onChange={(event) =>
            onChange({ episode: Number(event.target.value), kinds: options.kinds })
          }
        >
          {report.episodes.map((episode) => (
            <MenuItem key={episode.id} value={episode.id}>
              {episode.closedOn
                ? translate('portal.report.episode_closed', {
                    from: day(episode.openedOn),
                    to: day(episode.closedOn),
                  })
                : translate('portal.report.episode_open', { from: day(episode.openedOn) })}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={translate(`portal.report.options.${end}`)}
              value={options[end] ?? report.period[end]}
              slotProps={{
                inputLabel: { shrink: true },
                // The picker offers no period that ends before it starts.
                htmlInput:
                  end === 'from'
                    ? { max: options.to ?? report.period.to }
                    : { min: options.from ?? report.period.from },
              }}
              onChange={(event) =>
                event.target.value &&
                onChange({
                  from: options.from ?? report.period.from,
                  to: options.to ?? report.period.to,
                  kinds: options.kinds,
                  [end]: event.target.value,
                })
              }
            />
          ))}
        </Box>
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('portal.report.options.notes')}</FormLabel>
        <FormGroup row>
          {NOTE_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  checked={options.kinds.includes(kind)}
                  onChange={(event) => toggleKind(kind, event.target.checked)}
                />
              }
              label={translate(`resources.case-notes.choices.kind.${kind}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{translate('portal.report.options.notes_help')}</FormHelperText>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        {translate('portal.report.options.hint')}
      </Typography>
      <Box>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('portal.report.print')}
        </Button>
      </Box>
    </Paper>
  );
};
