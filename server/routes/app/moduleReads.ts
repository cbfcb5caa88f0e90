import type { AppModuleReadCreate } from '../../../core/generated/app-module-read-create';
import { recordModuleRead } from '../../services/app/activity';
import { activityRoute } from './activityRoute';

export default activityRoute<AppModuleReadCreate>(
  {
    url: '/app/module-reads/',
    body: 'app-module-read-create.json',
    summary: 'Record a module page read (a page read again answers 200)',
  },
  recordModuleRead,
);
