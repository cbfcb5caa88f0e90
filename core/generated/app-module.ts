/* Generated from schemas/app-module.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Companion app: one reading module of the catalogue.
 */
export interface AppModule {
  id: number;
  name: string;
  description: string;
  /**
   * Reading time in minutes.
   */
  duration: number;
  totalPages: number;
}
