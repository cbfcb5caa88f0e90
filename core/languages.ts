/** The languages the portal speaks, English first (the default when a reader asks for none). */
export const LANGUAGES = ['en', 'zu'] as const;
export type Language = (typeof LANGUAGES)[number];
