import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { emails } from '../../resources/emails';
import { FieldValue } from '../engine/FieldValue';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { AccessCodeTimeline } from './accessCodes/AccessCodeTimeline';
import { CaseManagerHistory } from './caseManagers/CaseManagerHistory';
import { IssueTimeline } from './feedback/IssueTimeline';

// Spec section 9: relative within 7 days, else 'Mon D, YYYY', with no clock time; the full
// date and time stay in the tooltip.
const OLD = new Date(2024, 10, 16, 10, 30).toISOString();
const SHOWN = 'Nov 16, 2024';

describe('dates in the spec format outside the lists', () => {
  it("shows a mail's created and sent dates without a time", () => {
    for (const field of ['createdAt', 'sentAt']) {
      const column = (emails.detail ?? []).find((candidate) => candidate.field === field);
      expect(column?.type).toBe('date');
    }
    const column = { field: 'sentAt', type: 'date' as const };
    renderWithAdmin(<FieldValue column={column} record={{ sentAt: OLD }} />);
    expect(screen.getByText(SHOWN)).toBeInTheDocument();
  });

  it("shows an issue's events, an access code's steps and a case manager's history by day", () => {
    renderWithAdmin(
      <>
        <IssueTimeline
          events={[{ status: 'EVC', time: OLD, assignedTo: null, assignedBy: null }]}
          comments={[]}
        />
        <AccessCodeTimeline
          steps={[{ label: 'resources.access-codes.fields.createdAt', date: OLD }]}
        />
        <CaseManagerHistory history={[{ chargeUuid: 'c-1', chargeName: 'Nomvula', date: OLD }]} />
      </>,
    );
    expect(screen.getAllByText(SHOWN)).toHaveLength(3);
    expect(screen.queryByText(/10:30/)).toBeNull();
  });
});
