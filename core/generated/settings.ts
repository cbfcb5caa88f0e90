/* Generated from schemas/settings.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Portal settings, kept in the browser only.
 */
export interface Settings {
  pageSize: 10 | 20 | 50 | 100;
  language: 'en' | 'zu';
  theme: 'light' | 'dark' | 'system';
}
