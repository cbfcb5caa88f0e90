import type { AppMeditationCreate } from '../../../core/generated/app-meditation-create';
import { recordMeditation } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppMeditationCreate>(
  {
    url: '/app/meditations/',
    body: 'app-meditation-create.json',
    summary: 'Record an audio meditation listened to',
  },
  recordMeditation,
);
