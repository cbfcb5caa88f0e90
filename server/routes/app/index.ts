import type { FastifyInstance } from 'fastify';
import accessLogRoute from './accessLog';
import checkinsRoute from './checkins';
import consentAnswerRoute from './consentAnswer';
import consentRequestsRoute from './consentRequests';
import exportRoute from './export';
import gad7Route from './gad7';
import meditationsRoute from './meditations';
import moduleReadsRoute from './moduleReads';
import modulesRoute from './modules';
import phq8Route from './phq8';
import refreshRoute from './refresh';
import registerRoute from './register';
import sessionsRoute from './sessions';
import tokenRoute from './token';
import wellbeingRoute from './wellbeing';
import wsasRoute from './wsas';

/** The companion app's calls (design.md point 3), one file each; `v2.ts` mounts them at once. */
const routes = [
  registerRoute,
  tokenRoute,
  refreshRoute,
  consentRequestsRoute,
  consentAnswerRoute,
  modulesRoute,
  sessionsRoute,
  meditationsRoute,
  moduleReadsRoute,
  phq8Route,
  gad7Route,
  wsasRoute,
  wellbeingRoute,
  checkinsRoute,
  accessLogRoute,
  exportRoute,
];

export default function appRoutes(app: FastifyInstance): void {
  for (const route of routes) {
    route(app);
  }
}
