/* Generated from schemas/app-meditation-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * Companion app: one audio meditation listened to.
 */
export interface AppMeditationCreate {
  listened_at: IsoDateTime;
  name: string;
  duration_seconds: number;
}
