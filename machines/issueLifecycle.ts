import { and, assign, getNextSnapshot, setup } from 'xstate';
import type { IssueStatus } from '../core/generated/issue-status';

/**
 * Spec section 4: EVC created, EVA assigned, EVN reassigned, EVR resolved. The type is generated
 * from schemas/issue-status.json (a type only: the machine still imports no app code).
 */
export type { IssueStatus };

/**
 * Who acts. `id` only has to be comparable with assignee ids: the server uses user uuids; the
 * portal, which knows its own e-mail but not its uuid, may use e-mails on both sides.
 */
export interface IssueActor {
  id: string;
  /** Spec section 6: staff are `is_staff` users and administrators. */
  isStaff: boolean;
}

/** The caller says whether the chosen assignee is an administrator: the machine looks nothing up. */
export type IssueEvent =
  | { type: 'issue.assign'; assigneeId: string; assigneeIsAdministrator: boolean }
  | { type: 'issue.reassign'; assigneeId: string; assigneeIsAdministrator: boolean }
  | { type: 'issue.resolve' };

export type IssueEventType = IssueEvent['type'];

export interface IssueLifecycleContext {
  actor: IssueActor;
  assigneeId: string | null;
}

export interface IssueLifecycleInput {
  actor: IssueActor;
  assigneeId?: string | null;
}

/** What an assigned (EVA) or reassigned (EVN) issue allows: the two states differ only in name. */
const whileAssigned = {
  'issue.reassign': {
    guard: and(['actorIsStaff', 'assigneeIsAdministrator', 'assigneeChanges']),
    target: 'EVN',
    actions: 'takeAssignee',
  },
  'issue.resolve': { guard: and(['actorIsStaff', 'actorIsAssignee']), target: 'EVR' },
} as const;

/**
 * One issue's lifecycle (spec section 4). Staff assign a created issue to an administrator,
 * reassign an assigned or reassigned one to another administrator, and the assignee, and only
 * the assignee, resolves it. Resolved is final. The portal (which buttons to show) and the API
 * (accept or refuse `status-update/`) both decide with this machine.
 */
export const issueLifecycleMachine = setup({
  types: {
    context: {} as IssueLifecycleContext,
    events: {} as IssueEvent,
    input: {} as IssueLifecycleInput,
  },
  guards: {
    actorIsStaff: ({ context }) => context.actor.isStaff,
    actorIsAssignee: ({ context }) =>
      context.assigneeId !== null && context.assigneeId === context.actor.id,
    assigneeIsAdministrator: ({ event }) =>
      event.type !== 'issue.resolve' && event.assigneeIsAdministrator,
    // Reassigning to the current assignee would record a change that changes nothing.
    assigneeChanges: ({ context, event }) =>
      event.type !== 'issue.resolve' && event.assigneeId !== context.assigneeId,
  },
  actions: {
    takeAssignee: assign({
      assigneeId: ({ context, event }) =>
        event.type === 'issue.resolve' ? context.assigneeId : event.assigneeId,
    }),
  },
}).createMachine({
  id: 'issueLifecycle',
  context: ({ input }) => ({ actor: input.actor, assigneeId: input.assigneeId ?? null }),
  initial: 'EVC',
  states: {
    EVC: {
      on: {
        'issue.assign': {
          guard: and(['actorIsStaff', 'assigneeIsAdministrator']),
          target: 'EVA',
          actions: 'takeAssignee',
        },
      },
    },
    EVA: { on: whileAssigned },
    EVN: { on: whileAssigned },
    EVR: { type: 'final' },
  },
});

/** Why the machine refused: 403, 400 on `user_id`, or 409 on the server. */
export type IssueRefusal = 'not-staff' | 'not-assignable' | 'not-allowed';

export type IssueDecision =
  { status: IssueStatus; assigneeId: string | null } | { refused: IssueRefusal };

export interface IssueTransitionRequest {
  status: IssueStatus;
  assigneeId: string | null;
  actor: IssueActor;
  event: IssueEvent;
}

function snapshotAt(status: IssueStatus, actor: IssueActor, assigneeId: string | null) {
  return issueLifecycleMachine.resolveState({ value: status, context: { actor, assigneeId } });
}

/**
 * The status and assignee after `event`, or why the machine refuses it. Only the machine says
 * whether a change is allowed; the reason is read afterwards so the API can answer 403 to
 * anyone who is not staff (every event needs staff) and 400 to a non-administrator assignee
 * when an administrator would have been accepted.
 */
export function decideIssueTransition(request: IssueTransitionRequest): IssueDecision {
  const { status, assigneeId, actor, event } = request;
  const from = snapshotAt(status, actor, assigneeId);
  if (from.can(event)) {
    const next = getNextSnapshot(issueLifecycleMachine, from, event);
    return { status: next.value, assigneeId: next.context.assigneeId };
  }
  if (!actor.isStaff) {
    return { refused: 'not-staff' };
  }
  if (
    event.type !== 'issue.resolve' &&
    !event.assigneeIsAdministrator &&
    from.can({ ...event, assigneeIsAdministrator: true })
  ) {
    return { refused: 'not-assignable' };
  }
  return { refused: 'not-allowed' };
}

/**
 * Whether `event` would end the issue's lifecycle (Resolved is final, spec section 4): a change
 * that cannot be undone, which the portal confirms before sending.
 */
export function endsIssueLifecycle(request: IssueTransitionRequest): boolean {
  const { status, assigneeId, actor, event } = request;
  const from = snapshotAt(status, actor, assigneeId);
  return from.can(event) && getNextSnapshot(issueLifecycleMachine, from, event).status === 'done';
}

// Stands for "some administrator other than the current assignee" when asking which actions exist.
const ANOTHER_ADMINISTRATOR = '\u0000another administrator';

/**
 * The events `actor` may send now, in the order assign, reassign, resolve: the buttons the
 * details page shows. Assigning counts as possible when some other administrator could be chosen.
 */
export function availableIssueEvents(
  request: Omit<IssueTransitionRequest, 'event'>,
): IssueEventType[] {
  const candidates: IssueEvent[] = [
    { type: 'issue.assign', assigneeId: ANOTHER_ADMINISTRATOR, assigneeIsAdministrator: true },
    { type: 'issue.reassign', assigneeId: ANOTHER_ADMINISTRATOR, assigneeIsAdministrator: true },
    { type: 'issue.resolve' },
  ];
  const from = snapshotAt(request.status, request.actor, request.assigneeId);
  return candidates.filter((event) => from.can(event)).map((event) => event.type);
}

/** The API names a change by the status it leads to (`status-update/` payload, spec section 7). */
export const ISSUE_EVENT_BY_STATUS = {
  EVA: 'issue.assign',
  EVN: 'issue.reassign',
  EVR: 'issue.resolve',
} as const satisfies Record<Exclude<IssueStatus, 'EVC'>, IssueEventType>;

/** Spec section 4 groups the statuses for the list tabs: resolved (the final state) or not. */
export function isResolved(status: IssueStatus): boolean {
  return snapshotAt(status, { id: '', isStaff: false }, null).status === 'done';
}
