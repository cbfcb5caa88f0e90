import type { CaseNote } from '../../../core/generated/case-note';
import { wallClock } from '../../shared/wallClock';

/** An event note as the journey's charts mark it: numbered by date across the whole journey. */
export interface JourneyEvent {
  id: number;
  /** `E1`, `E2`…: the marker's label on every chart and its name in every table. */
  label: string;
  /** The note's calendar day, `YYYY-MM-DD`. */
  day: string;
  /** That day as a wall-clock date, as the time axes hold their points. */
  date: Date;
  text: string;
}

/** Event notes oldest first, each numbered: the same event is E2 on every chart and table. */
export function journeyEvents(notes: Pick<CaseNote, 'id' | 'noteDate' | 'text'>[]): JourneyEvent[] {
  return [...notes]
    .sort((a, b) => a.noteDate.localeCompare(b.noteDate) || a.id - b.id)
    .map((note, index) => ({
      id: note.id,
      label: `E${index + 1}`,
      day: note.noteDate,
      date: wallClock(note.noteDate, 'UTC') ?? new Date(NaN),
      text: note.text,
    }));
}

/** The events on a chart's x domain (wall-clock dates), its first and last day included. */
export function eventsWithin(
  events: JourneyEvent[],
  domain: { min: Date; max: Date },
): JourneyEvent[] {
  const first = new Date(domain.min.getFullYear(), domain.min.getMonth(), domain.min.getDate());
  return events.filter(
    (event) =>
      event.date.getTime() >= first.getTime() && event.date.getTime() <= domain.max.getTime(),
  );
}
