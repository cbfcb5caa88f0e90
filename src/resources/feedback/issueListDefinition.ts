import { issues } from '../../../resources/issues';
import type { ResourceDefinition } from '../../../core/resourceDefinition';

const ADMIN_ONLY = ['createdBy', 'assignedTo'];

/**
 * The issues list as one viewer sees it (spec section 2, Feedback): administrators get createdBy
 * and assignedTo, others the text column when the screen is wider than 640 px. The status filter
 * is the page's tabs, so the list's own filter button is left out.
 */
export function issueListDefinition(isAdmin: boolean, wide: boolean): ResourceDefinition {
  const columns = issues.columns.filter((column) =>
    ADMIN_ONLY.includes(column.field) ? isAdmin : column.field === 'text' ? !isAdmin && wide : true,
  );
  return { ...issues, columns, filters: [] };
}
