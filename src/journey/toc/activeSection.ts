/**
 * The section the table of contents highlights: the first one, in page order, that is in view;
 * when none is, the one last seen.
 */
export function activeSection(
  order: readonly string[],
  inView: ReadonlySet<string>,
  previous: string,
): string {
  return order.find((id) => inView.has(id)) ?? previous;
}
