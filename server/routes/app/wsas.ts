import type { AppWsasCreate } from '../../../core/generated/app-wsas-create';
import { recordQuestionnaire } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppWsasCreate>(
  {
    url: '/app/questionnaires/wsas/',
    body: 'app-wsas-create.json',
    summary: 'Record a WSAS answer',
  },
  (db, chargeId, body) => recordQuestionnaire(db, chargeId, 'wsas', body),
);
