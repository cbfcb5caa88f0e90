import type { AppCheckinCreate } from '../../../core/generated/app-checkin-create';
import { recordCheckin } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppCheckinCreate>(
  { url: '/app/checkins/', body: 'app-checkin-create.json', summary: 'Record a daily check-in' },
  recordCheckin,
);
