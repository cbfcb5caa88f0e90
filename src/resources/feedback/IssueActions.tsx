import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import {
  availableIssueEvents,
  endsIssueLifecycle,
  type IssueActor,
} from '../../../machines/issueLifecycle';
import type { IssueDetail } from '../../../core/generated/issue-detail';
import { AssignDialog } from './AssignDialog';
import { useIssueStatusUpdate } from './useIssueStatusUpdate';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

type Choosing = 'EVA' | 'EVN' | null;

/**
 * Spec section 4: the buttons the lifecycle machine allows this actor now (assign, reassign,
 * resolve), for staff only. Ids are e-mails on both sides. A change the machine says ends the
 * lifecycle (Resolve) is confirmed first.
 */
export const IssueActions = ({ issue, actor }: { issue: IssueDetail; actor: IssueActor }) => {
  const translate = useTranslate();
  const { update, pending } = useIssueStatusUpdate(issue.uuid);
  const [choosing, setChoosing] = useState<Choosing>(null);
  const [confirming, setConfirming] = useState(false);
  const from = { status: issue.status, assigneeId: issue.assignedTo, actor };
  const events = availableIssueEvents(from);
  const resolve = () => void update({ status: 'EVR' }).then(() => setConfirming(false));
  const askFirst = endsIssueLifecycle({ ...from, event: { type: 'issue.resolve' } });
  if (events.length === 0) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {events.includes('issue.assign') && (
        <Button variant="contained" disabled={pending} onClick={() => setChoosing('EVA')}>
          {translate('portal.issues.actions.assign')}
        </Button>
      )}
      {events.includes('issue.reassign') && (
        <Button variant="outlined" disabled={pending} onClick={() => setChoosing('EVN')}>
          {translate('portal.issues.actions.reassign')}
        </Button>
      )}
      {events.includes('issue.resolve') && (
        <Button
          variant="contained"
          color="success"
          disabled={pending}
          onClick={() => (askFirst ? setConfirming(true) : resolve())}
        >
          {translate('portal.issues.actions.resolve')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        loading={pending}
        title="portal.issues.resolve_confirm.title"
        content="portal.issues.resolve_confirm.content"
        confirm="portal.issues.actions.resolve"
        cancel="portal.issues.actions.cancel"
        onClose={() => setConfirming(false)}
        onConfirm={resolve}
      />
      {choosing && (
        <AssignDialog
          title={
            choosing === 'EVA'
              ? 'portal.issues.actions.assign_title'
              : 'portal.issues.actions.reassign_title'
          }
          action={
            choosing === 'EVA' ? 'portal.issues.actions.assign' : 'portal.issues.actions.reassign'
          }
          exclude={issue.assignedTo}
          pending={pending}
          onClose={() => setChoosing(null)}
          onChoose={(user) => {
            void update({ status: choosing, user_id: user.uuid }).then((done) => {
              if (done) {
                setChoosing(null);
              }
            });
          }}
        />
      )}
    </Box>
  );
};
