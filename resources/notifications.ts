import { NOTIFICATION_KINDS } from '../core/notifications';
import type { ResourceDefinition } from '../core/resourceDefinition';

const STATES = ['unread', 'read'] as const;

const choiceLabels = (field: string, values: readonly string[]) =>
  Object.fromEntries(
    values.map((value) => [value, `resources.notifications.choices.${field}.${value}`]),
  );

/**
 * The inbox: the caller's own notifications, newest first, unread ones emphasised. A row opens
 * where its event is seen (the charge's journey, the issue); Mark read on each unread row, Mark
 * all read above the list. Written by the events themselves (server/services/notify.ts), never
 * from the portal.
 */
export const notifications: ResourceDefinition = {
  name: 'notifications',
  path: 'notifications/',
  schema: 'notification.json',
  audience: 'everyone',
  columns: [
    { field: 'state', type: 'choice' },
    { field: 'kind', type: 'choice' },
    { field: 'about', type: 'text' },
    { field: 'what', type: 'message' },
    { field: 'createdAt', type: 'datetime', sortable: true },
  ],
  search: [],
  filters: [
    {
      field: 'kind',
      kind: 'choice',
      options: [...NOTIFICATION_KINDS],
      labels: choiceLabels('kind', NOTIFICATION_KINDS),
    },
    { field: 'state', kind: 'choice', options: [...STATES], labels: choiceLabels('state', STATES) },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  rowClick: ['/users/:chargeUuid', '/feedback/issues/:issueUuid'],
  idField: 'uuid',
  cardTitle: 'about',
  emphasis: { field: 'state', value: 'unread' },
  actions: [
    {
      name: 'mark-read',
      label: 'resources.notifications.mark_read',
      success: 'resources.notifications.marked_read',
      rule: 'notification-mark-read',
      refused: 'hidden',
      onRow: true,
    },
  ],
  listActions: [
    {
      name: 'mark-all-read',
      label: 'resources.notifications.mark_all_read',
      success: 'resources.notifications.marked_all_read',
    },
  ],
  // The top bar's bell opens it: no side-menu entry.
  console: { pages: ['list'] },
};
