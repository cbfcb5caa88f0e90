/* Generated from schemas/app-wsas-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { WsasAnswers } from './wsas-answers';

/**
 * Companion app: a WSAS answer; posted_at defaults to the time of receipt.
 */
export interface AppWsasCreate {
  qs: WsasAnswers;
  posted_at?: IsoDateTime;
}
