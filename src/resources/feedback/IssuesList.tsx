import { useMediaQuery } from '@mui/material';

import { ResourceList } from '../../engine/ResourceList';
import { issueListDefinition } from './issueListDefinition';
import { IssueStatusFilter, type IssueTab } from './IssueStatusFilter';
import { RaiseIssueButton } from './RaiseIssueButton';

/** Spec section 9: the text column shows above 640 px. */
const WIDE = '(min-width:641px)';

/** One tab of the feedback page: the generated issues list with the tab's status filter. */
export const IssuesList = ({ tab, isAdmin }: { tab: IssueTab; isAdmin: boolean }) => {
  const wide = useMediaQuery(WIDE);
  return (
    <IssueStatusFilter tab={tab}>
      <ResourceList
        definition={issueListDefinition(isAdmin, wide)}
        // Keeps each tab's answers apart in the query cache; the path has no placeholder.
        pathParams={{ tab }}
        actions={<RaiseIssueButton />}
      />
    </IssueStatusFilter>
  );
};
