import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';

import { issues } from '../../../resources/issues';
import { useShallowProfile } from '../../auth/useShallowProfile';
import { issueCorrectionRefusal } from '../../../core/issueCorrection';
import { DetailFields } from '../../engine/DetailFields';
import { ResourceEditButton } from '../../engine/ResourceEditButton';
import type { IssueDetail } from '../../../core/generated/issue-detail';
import { DetailPage } from '../DetailPage';
import { IssueActions } from './IssueActions';
import { IssueCommentForm } from './IssueCommentForm';
import { IssueTimeline } from './IssueTimeline';

/**
 * Issue details (route feedback-issue-details): the fields, the staff's action buttons, its
 * author's Edit while nobody has taken it up, the
 * timeline of events and comments, and a comment form; `?created=true` shows the success banner of a newly raised issue.
 */
export const IssueDetails = () => {
  const { uuid } = useParams();
  const [params] = useSearchParams();
  const translate = useTranslate();
  const { profile } = useShallowProfile();
  return (
    <DetailPage<IssueDetail & { id: string }>
      resource="issues"
      id={uuid}
      back="/feedback"
      title={(issue) => issue.title}
    >
      {(issue) => (
        <>
          {params.get('created') === 'true' && (
            <Alert severity="success">{translate('portal.issues.details.created_banner')}</Alert>
          )}
          {profile && (
            <IssueActions issue={issue} actor={{ id: profile.email, isStaff: profile.isAdmin }} />
          )}
          {/* Its author corrects it until the help desk takes it up, as the server allows. */}
          {profile?.email === issue.createdBy && issueCorrectionRefusal(issue) === null && (
            <Box>
              <ResourceEditButton definition={issues} record={issue} />
            </Box>
          )}
          <Card variant="outlined">
            <CardContent>
              <DetailFields definition={issues} record={issue} />
            </CardContent>
          </Card>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('portal.issues.details.events')}
          </Typography>
          <IssueTimeline events={issue.events} comments={issue.comments} />
          <IssueCommentForm uuid={issue.uuid} />
        </>
      )}
    </DetailPage>
  );
};
