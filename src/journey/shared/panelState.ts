/**
 * What a panel shows while the journey loads and once it is there (its content, or the empty
 * text). A failed journey shows no panels: JourneyTab shows its one error instead.
 */
export type PanelState = { status: 'loading' } | { status: 'ready' };
