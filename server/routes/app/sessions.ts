import type { AppSessionCreate } from '../../../core/generated/app-session-create';
import { recordSession } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppSessionCreate>(
  { url: '/app/sessions/', body: 'app-session-create.json', summary: 'Record an app session' },
  recordSession,
);
