import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  availableIssueEvents,
  decideIssueTransition,
  endsIssueLifecycle,
  isResolved,
  issueLifecycleMachine,
  type IssueActor,
  type IssueDecision,
  type IssueEvent,
  type IssueStatus,
} from './issueLifecycle';

const STATUSES: IssueStatus[] = ['EVC', 'EVA', 'EVN', 'EVR'];

// The current assignee (when there is one), another administrator, and a non-administrator.
const ASSIGNEE = 'assignee';
const assigneeOf = (status: IssueStatus) => (status === 'EVC' ? null : ASSIGNEE);

const actors = {
  assignee: { id: ASSIGNEE, isStaff: true },
  otherStaff: { id: 'other-staff', isStaff: true },
  nonStaff: { id: 'supporter', isStaff: false },
  // An assignee who lost staff status since: the staff guard still applies.
  formerStaffAssignee: { id: ASSIGNEE, isStaff: false },
} satisfies Record<string, IssueActor>;
type ActorName = keyof typeof actors;

const events = {
  assignAdmin: { type: 'issue.assign', assigneeId: 'admin-2', assigneeIsAdministrator: true },
  assignNonAdmin: { type: 'issue.assign', assigneeId: 'mg-1', assigneeIsAdministrator: false },
  reassignAdmin: { type: 'issue.reassign', assigneeId: 'admin-2', assigneeIsAdministrator: true },
  reassignNonAdmin: { type: 'issue.reassign', assigneeId: 'mg-1', assigneeIsAdministrator: false },
  reassignSame: { type: 'issue.reassign', assigneeId: ASSIGNEE, assigneeIsAdministrator: true },
  resolve: { type: 'issue.resolve' },
} satisfies Record<string, IssueEvent>;
type EventName = keyof typeof events;

/**
 * The whole table: every status × actor × event. Listed entries are the allowed transitions
 * (status and assignee after it) and the refusals that are not plain 'not-allowed'; every other
 * combination must be refused as 'not-allowed'.
 */
const EXPECTED: Record<string, IssueDecision> = {};
const allowed = (
  status: IssueStatus,
  actor: ActorName,
  event: EventName,
  decision: IssueDecision,
) => (EXPECTED[`${status} ${actor} ${event}`] = decision);

for (const actor of ['assignee', 'otherStaff'] as const) {
  allowed('EVC', actor, 'assignAdmin', { status: 'EVA', assigneeId: 'admin-2' });
  allowed('EVC', actor, 'assignNonAdmin', { refused: 'not-assignable' });
  for (const status of ['EVA', 'EVN'] as const) {
    allowed(status, actor, 'reassignAdmin', { status: 'EVN', assigneeId: 'admin-2' });
    allowed(status, actor, 'reassignNonAdmin', { refused: 'not-assignable' });
  }
}
for (const status of ['EVA', 'EVN'] as const) {
  allowed(status, 'assignee', 'resolve', { status: 'EVR', assigneeId: ASSIGNEE });
}
// Every event from anyone who is not staff is refused as such, whatever the status.
for (const status of STATUSES) {
  for (const actor of ['nonStaff', 'formerStaffAssignee'] as const) {
    for (const event of Object.keys(events) as EventName[]) {
      allowed(status, actor, event, { refused: 'not-staff' });
    }
  }
}

describe('decideIssueTransition', () => {
  const table = STATUSES.flatMap((status) =>
    (Object.keys(actors) as ActorName[]).flatMap((actor) =>
      (Object.keys(events) as EventName[]).map((event) => [status, actor, event] as const),
    ),
  );

  it.each(table)('from %s, %s sends %s', (status, actor, event) => {
    const decision = decideIssueTransition({
      status,
      assigneeId: assigneeOf(status),
      actor: actors[actor],
      event: events[event],
    });
    expect(decision).toEqual(EXPECTED[`${status} ${actor} ${event}`] ?? { refused: 'not-allowed' });
  });

  it('refuses to resolve a created issue even for staff: nobody is its assignee', () => {
    const decision = decideIssueTransition({
      status: 'EVC',
      assigneeId: null,
      actor: { id: ASSIGNEE, isStaff: true },
      event: { type: 'issue.resolve' },
    });
    expect(decision).toEqual({ refused: 'not-allowed' });
  });
});

describe('availableIssueEvents', () => {
  it.each([
    ['EVC', 'assignee', ['issue.assign']],
    ['EVC', 'nonStaff', []],
    ['EVA', 'assignee', ['issue.reassign', 'issue.resolve']],
    ['EVA', 'otherStaff', ['issue.reassign']],
    ['EVN', 'assignee', ['issue.reassign', 'issue.resolve']],
    ['EVN', 'nonStaff', []],
    ['EVR', 'assignee', []],
    ['EVR', 'otherStaff', []],
  ] as const)('from %s, %s may send %j', (status, actor, expected) => {
    expect(
      availableIssueEvents({ status, assigneeId: assigneeOf(status), actor: actors[actor] }),
    ).toEqual(expected);
  });
});

describe('endsIssueLifecycle', () => {
  it('is true only for a resolve the machine allows: the final change the portal confirms', () => {
    const request = (status: IssueStatus, actor: ActorName, event: IssueEvent) => ({
      status,
      assigneeId: assigneeOf(status),
      actor: actors[actor],
      event,
    });
    const resolve: IssueEvent = { type: 'issue.resolve' };
    expect(endsIssueLifecycle(request('EVA', 'assignee', resolve))).toBe(true);
    expect(endsIssueLifecycle(request('EVN', 'assignee', resolve))).toBe(true);
    expect(endsIssueLifecycle(request('EVA', 'otherStaff', resolve))).toBe(false);
    expect(endsIssueLifecycle(request('EVR', 'assignee', resolve))).toBe(false);
    expect(endsIssueLifecycle(request('EVC', 'assignee', events.assignAdmin))).toBe(false);
  });
});

describe('the issue lifecycle machine', () => {
  it('follows a whole story and ends resolved', () => {
    const admin = { id: 'admin-1', isStaff: true };
    const actor = createActor(issueLifecycleMachine, { input: { actor: admin } }).start();
    expect(actor.getSnapshot().value).toBe('EVC');
    actor.send({ type: 'issue.resolve' });
    expect(actor.getSnapshot().value).toBe('EVC');
    actor.send({ type: 'issue.assign', assigneeId: 'admin-2', assigneeIsAdministrator: true });
    expect(actor.getSnapshot().context.assigneeId).toBe('admin-2');
    actor.send({ type: 'issue.reassign', assigneeId: 'admin-1', assigneeIsAdministrator: true });
    expect(actor.getSnapshot().value).toBe('EVN');
    actor.send({ type: 'issue.resolve' });
    expect(actor.getSnapshot().value).toBe('EVR');
    // Final: the actor stops, so nothing can change a resolved issue.
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['EVC', false],
    ['EVA', false],
    ['EVN', false],
    ['EVR', true],
  ] as const)('groups %s as resolved: %s', (status, resolved) => {
    expect(isResolved(status)).toBe(resolved);
  });
});
