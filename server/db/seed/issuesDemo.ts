import type { Kysely } from 'kysely';
import type { Database, User } from '../database';
import { findUserByEmail } from '../../repositories/users';
import { createStaffAccount } from '../../services/staffAccounts';
import { createIssue } from '../../services/issues';
import { changeIssueStatus } from '../../services/issuesStatusUpdate';
import { DAY_MS } from '../../../core/durations';

/** A second administrator, so issues can be reassigned and a staff user can be a non-assignee. */
export const DEMO_HELPDESK_EMAIL = 'helpdesk@example.org';

type Author = 'supporter' | 'manager';
type Assignee = 'admin' | 'helpdesk';
/** What admin@example.org does to the issue, in order. */
type Step = { assign: Assignee } | { reassign: Assignee } | 'resolve';

interface DemoIssue {
  title: string;
  text: string;
  author: Author;
  /** When it was raised, in days before now: spread over the 6 months the stats chart shows. */
  age: number;
  steps: Step[];
}

const ISSUES: DemoIssue[] = [
  {
    title: 'Sessions chart is empty for a new client',
    text: 'Nothing shows for a client who registered yesterday, not even an empty-state note.',
    author: 'supporter',
    age: 0.1,
    steps: [],
  },
  {
    title: 'Typo on the consent dialog',
    text: 'The dialog says "recieve" instead of "receive".',
    author: 'manager',
    age: 0.4,
    steps: [{ assign: 'helpdesk' }],
  },
  {
    title: 'Export check-ins to CSV',
    text: 'Our team reviews mood check-ins in a spreadsheet each week; an export would save copying by hand.',
    author: 'manager',
    age: 2,
    steps: [{ assign: 'admin' }, { reassign: 'helpdesk' }],
  },
  {
    title: 'Access code copied with a trailing space',
    text: '',
    author: 'supporter',
    age: 6,
    steps: [{ assign: 'admin' }, 'resolve'],
  },
  {
    title: 'Zulu translation of the PHQ-8 help',
    text: 'The learn-more text on the depression scale is still in English when Zulu is chosen.',
    author: 'supporter',
    age: 13,
    steps: [{ assign: 'helpdesk' }, { reassign: 'admin' }],
  },
  {
    title: 'Cannot find the charge request I created',
    text: 'After creating a request for a client the Consent Requests tab did not show it until I reloaded.',
    author: 'manager',
    age: 21,
    steps: [{ assign: 'helpdesk' }, { reassign: 'admin' }, 'resolve'],
  },
  {
    title: 'Dark theme: chart labels hard to read',
    text: 'Axis labels on the GAD-7 chart are dark grey on a dark background.',
    author: 'supporter',
    age: 30,
    steps: [],
  },
  {
    title: 'Invitation mail went to spam',
    text: 'Two supporters found the invitation in their spam folder.',
    author: 'manager',
    age: 38,
    steps: [{ assign: 'admin' }, 'resolve'],
  },
  {
    title: 'Show the last check-in date in the list',
    text: '',
    author: 'manager',
    age: 47,
    steps: [{ assign: 'admin' }],
  },
  {
    title: 'Password reset token expired too soon',
    text: 'The token had expired by the time the mail arrived on a slow connection.',
    author: 'supporter',
    age: 58,
    steps: [{ assign: 'helpdesk' }, { reassign: 'admin' }, 'resolve'],
  },
  {
    title: 'Module progress rounding',
    text: 'A client who read 99 of 100 pages shows 99%, which is right, but the chart tooltip says 100%.',
    author: 'manager',
    age: 69,
    steps: [{ assign: 'admin' }, { reassign: 'helpdesk' }],
  },
  {
    title: 'Add a company filter to my users',
    text: '',
    author: 'supporter',
    age: 81,
    steps: [{ assign: 'admin' }, 'resolve'],
  },
  {
    title: 'Sign-in page language picker resets',
    text: 'Choosing Zulu on the sign-in page is forgotten after signing in.',
    author: 'manager',
    age: 95,
    steps: [{ assign: 'admin' }, 'resolve'],
  },
  {
    title: 'WSAS chart period selector',
    text: 'The last 3 months option shows the whole history.',
    author: 'supporter',
    age: 108,
    steps: [{ assign: 'helpdesk' }],
  },
  {
    title: 'Slow journey page on a phone',
    text: 'Opening a charge with a long history takes several seconds on mobile data.',
    author: 'manager',
    age: 122,
    steps: [{ assign: 'helpdesk' }, { reassign: 'admin' }, 'resolve'],
  },
  {
    title: 'Policy number search',
    text: 'Searching a policy number with a dash finds nothing.',
    author: 'supporter',
    age: 137,
    steps: [{ assign: 'admin' }, 'resolve'],
  },
  { title: 'Terms page scroll button', text: '', author: 'manager', age: 150, steps: [] },
];

async function demoUser(db: Kysely<Database>, email: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    throw new Error(`The issues demo needs ${email}`);
  }
  return user;
}

/**
 * Issues in every state (created, assigned, reassigned, resolved), raised by the demo supporter
 * and case manager and handled by the demo administrator, written through the API's services.
 */
export async function seedIssuesDemo(db: Kysely<Database>, password: string): Promise<void> {
  const helpdesk = await createStaffAccount(db, {
    email: DEMO_HELPDESK_EMAIL,
    username: 'helpdesk',
    password,
    firstName: 'Nomvula',
    lastName: 'Zungu',
    role: 'AD',
    isStaff: true,
    hasAcceptedTerms: true,
  });
  const admin = await demoUser(db, 'admin@example.org');
  const authors = {
    supporter: await demoUser(db, 'supporter@example.org'),
    manager: await demoUser(db, 'manager@example.org'),
  };
  const assignees = { admin, helpdesk };
  const now = Date.now();
  for (const issue of ISSUES) {
    const raised = now - issue.age * DAY_MS;
    // Each step follows the last by an even share of the time since, so all stay in the past.
    const gap = (now - raised) / (issue.steps.length + 1);
    const at = (index: number) => new Date(raised + gap * index);
    const { uuid } = await createIssue(db, authors[issue.author], issue, at(0));
    for (const [index, step] of issue.steps.entries()) {
      const update =
        step === 'resolve'
          ? { status: 'EVR' as const }
          : 'assign' in step
            ? { status: 'EVA' as const, user_id: assignees[step.assign].uuid }
            : { status: 'EVN' as const, user_id: assignees[step.reassign].uuid };
      await changeIssueStatus(db, admin, uuid, update, at(index + 1));
    }
  }
}
