import type { AppPhq8Create } from '../../../core/generated/app-phq8-create';
import { recordQuestionnaire } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppPhq8Create>(
  {
    url: '/app/questionnaires/phq8/',
    body: 'app-phq8-create.json',
    summary: 'Record a PHQ-8 answer',
  },
  (db, chargeId, body) => recordQuestionnaire(db, chargeId, 'phq8', body),
);
