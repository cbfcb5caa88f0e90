import { useTranslate } from 'react-admin';

import type { Questionnaire } from '../../../core/severity';
import { wallClock } from '../../shared/wallClock';
import { formatDay } from '../../engine/formatDate';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { ChartTable } from '../shared/ChartTable';
import { TrendLabel } from '../shared/TrendLabel';
import type { ScoreEntry } from './questionnaires';
import { ReliableChangeChip } from './ReliableChangeChip';
import { SeverityChip } from './SeverityChip';

/** A score chart's points as a table: date, total, band, change from previous and its class. */
export const ScorePointsTable = ({
  questionnaire,
  entries,
}: {
  questionnaire: Questionnaire;
  entries: ScoreEntry[];
}) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <ChartTable
      testId={`${questionnaire}-table`}
      caption={translate(`portal.journey.sections.${questionnaire}`)}
      columns={[
        { label: translate('portal.journey.date') },
        { label: translate('portal.journey.scores.total'), numeric: true },
        { label: translate('portal.journey.scores.severity_label') },
        { label: translate('portal.journey.scores.change') },
      ]}
      rows={entries.map((entry, i) => {
        const previous = entries[i - 1];
        return {
          key: entry.postedAt,
          cells: [
            formatDay(wallClock(entry.postedAt, timeZone)!, translate),
            entry.totalScore,
            <SeverityChip key="band" severity={entry.severity} />,
            previous ? (
              <span key="change">
                <TrendLabel change={entry.totalScore - previous.totalScore} />{' '}
                <ReliableChangeChip value={entry.reliableChangeFromPrevious} />
              </span>
            ) : (
              translate('portal.journey.scores.no_previous')
            ),
          ],
        };
      })}
    />
  );
};
