import type { AppCheckinCreate } from '../../../core/generated/app-checkin-create';
import type { AppMeditationCreate } from '../../../core/generated/app-meditation-create';
import type { AppModuleReadCreate } from '../../../core/generated/app-module-read-create';
import type { AppSessionCreate } from '../../../core/generated/app-session-create';
import type { QuestionnaireKind } from '../database';
import type { Executor } from '../executor';
import {
  recordCheckins,
  recordMeditations,
  recordModuleReads,
  recordQuestionnaires,
  recordSessions,
  type QuestionnaireInput,
} from '../../services/app/activity';
import { checked } from './appPayloads';
import type { DemoModule } from './demoModules';
import { planActivity, type Timeline } from './journeyActivity';
import type { JourneyShape } from './journeyPatterns';
import type { Random } from './seededRandom';

/** The body schema of each questionnaire's app route. */
const QUESTIONNAIRE_SCHEMAS: Record<QuestionnaireKind, string> = {
  phq8: 'app-phq8-create.json',
  gad7: 'app-gad7-create.json',
  wsas: 'app-wsas-create.json',
  wellbeing: 'app-wellbeing-create.json',
};

/**
 * A client's months of app use, posted as the app's request bodies through the app's services:
 * each body checked against its route's schema, then written by the batch form of the service
 * the route calls (the same checks and rows, one statement per kind instead of one per post).
 */
export async function recordActivity(
  db: Executor,
  chargeId: number,
  shape: JourneyShape,
  modules: DemoModule[],
  random: Random,
  timeline: Timeline,
): Promise<void> {
  const plan = planActivity(shape, timeline, modules, random);
  const all = <T>(schema: string, bodies: T[]) => bodies.map((body) => checked(schema, body));
  await recordSessions(
    db,
    chargeId,
    all<AppSessionCreate>('app-session-create.json', plan.sessions),
  );
  await recordMeditations(
    db,
    chargeId,
    all<AppMeditationCreate>('app-meditation-create.json', plan.meditations),
  );
  await recordModuleReads(
    db,
    chargeId,
    all<AppModuleReadCreate>('app-module-read-create.json', plan.moduleReads),
  );
  for (const [kind, schema] of Object.entries(QUESTIONNAIRE_SCHEMAS) as [
    QuestionnaireKind,
    string,
  ][]) {
    await recordQuestionnaires(
      db,
      chargeId,
      kind,
      all<QuestionnaireInput>(schema, plan.questionnaires[kind]),
    );
  }
  await recordCheckins(
    db,
    chargeId,
    all<AppCheckinCreate>('app-checkin-create.json', plan.checkins),
  );
}
