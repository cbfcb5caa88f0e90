/**
 * The top bar's banner landmark, where its menus open: portalled to the body's end they sit
 * outside every landmark (axe `region`). Null (the body) when the anchor has no top bar.
 */
export const bannerOf = (anchor: Element | null): Element | null =>
  anchor?.closest('header') ?? null;
