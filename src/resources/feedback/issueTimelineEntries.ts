import type { IssueComment } from '../../../core/generated/issue-comment';
import type { IssueEvent } from '../../../core/generated/issue-event';

export type TimelineEntry =
  | { kind: 'event'; time: string; event: IssueEvent }
  | { kind: 'comment'; time: string; comment: IssueComment };

/**
 * The issue's status events and comments as one timeline, oldest first. Both lists come oldest
 * first; at one instant an event comes before a comment (a change, then what was said of it).
 */
export function timelineEntries(events: IssueEvent[], comments: IssueComment[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...events.map((event): TimelineEntry => ({ kind: 'event', time: event.time, event })),
    ...comments.map((comment): TimelineEntry => ({ kind: 'comment', time: comment.time, comment })),
  ];
  const at = (entry: TimelineEntry) => new Date(entry.time).getTime();
  // Array.prototype.sort is stable: same-instant entries keep events first, each list in order.
  return entries.sort((a, b) => at(a) - at(b));
}
