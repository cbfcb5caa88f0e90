/**
 * The first day each session tile counts from, as the API counts (local midnight of yesterday,
 * 7 and 30 days ago).
 */
export function sinceDates(now: Date = new Date()): {
  yesterday: Date;
  last7: Date;
  last30: Date;
} {
  const daysAgo = (days: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return { yesterday: daysAgo(1), last7: daysAgo(7), last30: daysAgo(30) };
}
