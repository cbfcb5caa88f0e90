/**
 * The landmark a popup opens in: its anchor's own (the top bar's `header`, the page's `main`).
 * Portalled to the body's end, a menu or a dialog sits outside every landmark (axe `region`).
 * Null (the body) when the anchor has none.
 */
export const landmarkOf = (anchor: Element | null, landmark: 'header' | 'main'): Element | null =>
  anchor?.closest(landmark) ?? null;
