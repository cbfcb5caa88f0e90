import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { reliableChangeOf } from '../../../core/reliableChange';
import { severityOf } from '../../../core/severity';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { Phq8 } from '../../../core/generated/phq8';
import type { JourneyEpisode } from '../../../core/generated/journey-episode';
import { calendarDay } from '../../../core/calendarDay';
import { browserTimeZone } from '../../shared/wallClock';
import { JourneyEpisodesContext } from '../shared/journeyEpisodes';
import { QuestionnairePanel } from './QuestionnairePanel';
import { DAY_MS as DAY } from '../../../core/durations';

/** Seven surveys two weeks apart, oldest first, the last two totals 14 then 12. */
const TOTALS = [20, 19, 18, 16, 15, 14, 12];
const ENTRIES: Phq8[] = TOTALS.map((total, i) => ({
  postedAt: new Date(Date.now() - (TOTALS.length - 1 - i) * 14 * DAY - DAY).toISOString(),
  qs: [3, 3, 3, 3, 3, 3, 2, 0].map((_, q) => Math.min(3, Math.max(0, total - q * 3))) as Phq8['qs'],
  totalScore: total,
  severity: severityOf('phq8', total),
  reliableChangeFromFirst: i === 0 ? null : reliableChangeOf('phq8', TOTALS[0]!, total),
  reliableChangeFromPrevious: i === 0 ? null : reliableChangeOf('phq8', TOTALS[i - 1]!, total),
}));

const ready = { status: 'ready' } as const;

const dayOf = (entry: Phq8) => calendarDay(new Date(entry.postedAt), browserTimeZone());
const baselineOf = (entry: Phq8) => ({ postedAt: entry.postedAt, totalScore: entry.totalScore });

/** One episode of care holding every survey, its baseline the first. */
const ONE_EPISODE: JourneyEpisode[] = [
  {
    openedOn: dayOf(ENTRIES[0]!),
    closedOn: null,
    dischargeReason: null,
    baselines: { phq8: baselineOf(ENTRIES[0]!), gad7: null, wsas: null },
  },
];

function withEpisodes(episodes: JourneyEpisode[], children: ReactNode) {
  return (
    <JourneyEpisodesContext.Provider value={episodes}>{children}</JourneyEpisodesContext.Provider>
  );
}

describe('QuestionnairePanel', () => {
  it('shows the latest score, its severity and the change from the previous one', () => {
    renderWithAdmin(
      withEpisodes(
        ONE_EPISODE,
        <QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />,
      ),
    );
    expect(screen.getByTestId('latest-score')).toHaveTextContent('12');
    expect(screen.getByTestId('score-change')).toHaveTextContent('-2 Decrease');
    // 14 to 12 is within the PHQ-8's measurement error; 20 to 12 is a reliable improvement.
    expect(screen.getByTestId('score-change')).toHaveTextContent('No reliable change');
    expect(screen.getByTestId('score-change-first')).toHaveTextContent(
      '-8 DecreaseReliable improvement',
    );
    expect(screen.getByTestId('phq8-no-change-band')).toBeInTheDocument();
    expect(screen.getByTestId('phq8-baseline')).toHaveTextContent(
      /^No reliable change from the baseline, 20 on /,
    );
    expect(screen.getByTestId('latest-score').parentElement).toHaveTextContent('Moderate');
  });

  it('reads no change from a baseline and draws no band without an episode of care', () => {
    renderWithAdmin(<QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />);
    expect(screen.getByTestId('latest-score')).toHaveTextContent('12');
    expect(screen.queryByTestId('score-change-first')).not.toBeInTheDocument();
    expect(screen.queryByTestId('phq8-no-change-band')).not.toBeInTheDocument();
  });

  it('offers each episode as a period, drawn as a named band, with its own baseline', async () => {
    const episodes: JourneyEpisode[] = [
      {
        openedOn: dayOf(ENTRIES[0]!),
        closedOn: dayOf(ENTRIES[2]!),
        dischargeReason: 'completed',
        baselines: { phq8: baselineOf(ENTRIES[0]!), gad7: null, wsas: null },
      },
      {
        openedOn: dayOf(ENTRIES[4]!),
        closedOn: null,
        dischargeReason: null,
        baselines: { phq8: baselineOf(ENTRIES[4]!), gad7: null, wsas: null },
      },
    ];
    renderWithAdmin(
      withEpisodes(
        episodes,
        <QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />,
      ),
    );
    // The current episode's baseline on all of history.
    expect(screen.getByTestId('phq8-baseline')).toHaveTextContent('baseline, 15 on');
    const bands = screen.getAllByTestId('episode-band');
    expect(bands.map((band) => band.textContent)).toEqual([
      expect.stringMatching(/^Episode from .+ to .+(Episode 1|1)$/),
      expect.stringMatching(/^Current episode from .+(Episode 2|2)$/),
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(4)).toEqual([
      expect.stringMatching(/^Current episode from /),
      expect.stringMatching(/^Episode from .+ to /),
    ]);
    await userEvent.click(screen.getByRole('option', { name: /^Episode from / }));
    expect(screen.getByTestId('phq8-chart')).toHaveAttribute('data-points', '3');
    expect(screen.getByTestId('latest-score')).toHaveTextContent('18');
    expect(screen.getByTestId('phq8-baseline')).toHaveTextContent('baseline, 20 on');
  });

  it('draws each PHQ-8 band as a zone behind the line, named in a legend off the plot', () => {
    const { container } = renderWithAdmin(
      <QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />,
    );
    const labels = [...container.querySelectorAll('[data-zone-label]')].map((l) => l.textContent);
    expect(labels).toEqual(['Minimal', 'Mild', 'Moderate', 'Moderately severe', 'Severe']);
    expect(container.querySelectorAll('[data-zone]')).toHaveLength(5);
    expect(container.querySelector('svg [data-zone-label]')).toBeNull();
    expect(screen.getByTestId('phq8-band-legend')).toHaveTextContent('Moderately severe 15 to 19');
  });

  it('shows the detail table under show details: 5 rows, then view more and view less', async () => {
    renderWithAdmin(<QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show details' }));
    const table = screen.getByRole('table', { name: 'Depression scale PHQ-8' });
    const bodyRows = () => within(table).getAllByRole('row').length - 1;
    expect(bodyRows()).toBe(5);
    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(bodyRows()).toBe(7);
    await userEvent.click(screen.getByRole('button', { name: 'View less' }));
    expect(bodyRows()).toBe(5);
  });

  it('opens the learn-more modal with the answer labels and the bands', async () => {
    renderWithAdmin(<QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />);
    await userEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('3: Nearly every day')).toBeInTheDocument();
    expect(within(dialog).getByText('Moderately severe')).toBeInTheDocument();
    expect(within(dialog).getByText('20 or more')).toBeInTheDocument();
  });

  it('explains the chart in its info dialog', async () => {
    renderWithAdmin(<QuestionnairePanel questionnaire="wsas" entries={[]} state={ready} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'About this chart: Wellbeing scale WSAS' }),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(/each answered 0 to 8/);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when there are no surveys, and shows no controls', () => {
    renderWithAdmin(<QuestionnairePanel questionnaire="gad7" entries={[]} state={ready} />);
    expect(screen.getByText('There no data to display here.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Show details' })).not.toBeInTheDocument();
  });
});

describe('QuestionnairePanel as a table', () => {
  it('lists the chart’s points (date, total, band, change and its class) under View as table', async () => {
    renderWithAdmin(<QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />);
    await userEvent.click(screen.getByRole('switch', { name: 'View as table' }));
    expect(screen.queryByTestId('phq8-chart')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Depression scale PHQ-8' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(ENTRIES.length);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      TOTALS.map(String),
    );
    expect(rows.at(-1)).toHaveTextContent(/Moderate.*-2 Decrease.*No reliable change/);
  });

  it('heads the answer table with the questions, in English and in Zulu', async () => {
    const { unmount } = renderWithAdmin(
      <QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Show details' }));
    expect(
      screen.getByRole('columnheader', { name: '2. Feeling down, depressed, or hopeless' }),
    ).toBeInTheDocument();
    unmount();
    renderWithAdmin(<QuestionnairePanel questionnaire="phq8" entries={ENTRIES} state={ready} />, {
      locale: 'zu',
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Bonisa imininingwane' }));
    expect(
      screen.getByRole('columnheader', {
        name: '2. Ukuzizwa uphansi, udangele, noma ungenathemba',
      }),
    ).toBeInTheDocument();
  });
});
