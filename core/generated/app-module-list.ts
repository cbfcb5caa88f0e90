/* Generated from schemas/app-module-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AppModule } from './app-module';

/**
 * Companion app: the module catalogue in reading order.
 */
export type AppModuleList = AppModule[];
