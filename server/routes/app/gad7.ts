import type { AppGad7Create } from '../../../core/generated/app-gad7-create';
import { recordQuestionnaire } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppGad7Create>(
  {
    url: '/app/questionnaires/gad7/',
    body: 'app-gad7-create.json',
    summary: 'Record a GAD-7 answer',
  },
  (db, chargeId, body) => recordQuestionnaire(db, chargeId, 'gad7', body),
);
