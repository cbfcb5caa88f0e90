/**
 * The section the table of contents highlights: the last one once the page is scrolled to its
 * end (a short last section never reaches the top of the window); else the first one, in page
 * order, that is in view; when none is, the one last seen.
 */
export function activeSection(
  order: readonly string[],
  inView: ReadonlySet<string>,
  previous: string,
  atBottom = false,
): string {
  if (atBottom && order.length > 0) {
    return order[order.length - 1]!;
  }
  return order.find((id) => inView.has(id)) ?? previous;
}

/** Whether the window is scrolled to the end of the page (within 2 px). */
export function scrolledToBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return (
    scrollHeight > window.innerHeight && window.innerHeight + window.scrollY >= scrollHeight - 2
  );
}
