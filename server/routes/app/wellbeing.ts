import type { AppWellbeingCreate } from '../../../core/generated/app-wellbeing-create';
import { recordQuestionnaire } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppWellbeingCreate>(
  {
    url: '/app/questionnaires/wellbeing/',
    body: 'app-wellbeing-create.json',
    summary: 'Record a wellbeing answer',
  },
  (db, chargeId, body) => recordQuestionnaire(db, chargeId, 'wellbeing', body),
);
