import { and, assign, fromPromise, setup } from 'xstate';

import { asCallFailure, type CallFailure } from './callFailure';

/** The invitation as the page shows it, whichever kind it is. */
export interface InvitationView {
  email: string;
  designation: string;
  invitedBy: { firstName: string | null; lastName: string | null; email: string };
  /** The person to be supported: the charge request's client or the charge. */
  client: { name: string; email: string | null };
}

/** The signup form's values; the machine adds the invitation's uuid and kind. */
export interface SignupValues {
  email: string;
  firstName: string;
  lastName: string;
  code: string;
  password: string;
}

/**
 * What the signup form held when the user went back with Previous (names, code, passwords,
 * terms: the form's own values), given back to the form when they accept again.
 */
export type SignupDraft = Readonly<Record<string, unknown>>;

export interface SignupRequest extends SignupValues {
  uuid: string;
  isClient: boolean;
}

/** Accepting as an account already signed in: the invitation and its code. */
export interface JoinRequest {
  uuid: string;
  code: string;
  isClient: boolean;
}

export interface SignedIn {
  access: string;
  refresh: string;
}

export interface InviteSignupInput {
  uuid: string;
  /** Query client=true: a charge (client) invitation, which may also be declined. */
  isClient: boolean;
}

export interface InviteSignupContext extends InviteSignupInput {
  invitation: InvitationView | null;
  failure: CallFailure | null;
  /** The form's values kept across Previous and Accept; null before the form was left. */
  draft: SignupDraft | null;
  tokens: SignedIn | null;
}

export type InviteSignupEvent =
  | { type: 'invite.retry' }
  | { type: 'invite.accept' }
  | { type: 'invite.decline'; code: string }
  | { type: 'invite.previous'; values?: SignupDraft }
  | { type: 'invite.submit'; values: SignupValues }
  | { type: 'invite.join'; code: string };

const upper = (code: string) => code.trim().toUpperCase();

/**
 * Spec section 2, invite signup: the invitation is loaded, step 0 shows it (a client invitation
 * can be declined with its code), step 1 is the signup form; success ends with the new user's
 * tokens, which the page stores before going to the profile. Someone already signed in accepts
 * with the code alone instead (`invite.join`, ending in `joined`). Calls are actors that reject
 * with a CallFailure.
 */
export const inviteSignupMachine = setup({
  types: {
    input: {} as InviteSignupInput,
    context: {} as InviteSignupContext,
    events: {} as InviteSignupEvent,
  },
  actors: {
    loadInvitation: fromPromise<InvitationView, InviteSignupInput>(() =>
      Promise.reject(new Error('loadInvitation not provided')),
    ),
    signUp: fromPromise<SignedIn, SignupRequest>(() =>
      Promise.reject(new Error('signUp not provided')),
    ),
    decline: fromPromise<void, { uuid: string; code: string }>(() =>
      Promise.reject(new Error('decline not provided')),
    ),
    join: fromPromise<void, JoinRequest>(() => Promise.reject(new Error('join not provided'))),
  },
  guards: {
    isClient: ({ context }) => context.isClient,
    hasCode: ({ event }) => event.type === 'invite.decline' && event.code.trim() !== '',
  },
  actions: {
    clearFailure: assign({ failure: null }),
    keepDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'invite.previous' && event.values ? event.values : context.draft,
    }),
  },
}).createMachine({
  id: 'inviteSignup',
  context: ({ input }) => ({
    ...input,
    invitation: null,
    failure: null,
    tokens: null,
    draft: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadInvitation',
        input: ({ context }) => ({ uuid: context.uuid, isClient: context.isClient }),
        onDone: { target: 'details', actions: assign({ invitation: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
        },
      },
    },
    failed: {
      on: { 'invite.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    details: {
      on: {
        'invite.accept': { target: 'form', actions: 'clearFailure' },
        'invite.decline': {
          guard: and(['isClient', 'hasCode']),
          target: 'declining',
          actions: 'clearFailure',
        },
      },
    },
    declining: {
      invoke: {
        src: 'decline',
        input: ({ context, event }) => ({
          uuid: context.uuid,
          code: event.type === 'invite.decline' ? upper(event.code) : '',
        }),
        onDone: { target: 'declined' },
        onError: {
          target: 'details',
          actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
        },
      },
    },
    declined: { type: 'final' },
    form: {
      on: {
        'invite.previous': { target: 'details', actions: ['clearFailure', 'keepDraft'] },
        'invite.submit': { target: 'signingUp', actions: 'clearFailure' },
        'invite.join': { target: 'joining', actions: 'clearFailure' },
      },
    },
    joining: {
      invoke: {
        src: 'join',
        input: ({ context, event }) => ({
          uuid: context.uuid,
          code: event.type === 'invite.join' ? upper(event.code) : '',
          isClient: context.isClient,
        }),
        onDone: { target: 'joined' },
        onError: {
          target: 'form',
          actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
        },
      },
    },
    joined: { type: 'final' },
    signingUp: {
      invoke: {
        src: 'signUp',
        input: ({ context, event }) => {
          const values =
            event.type === 'invite.submit'
              ? event.values
              : { email: '', firstName: '', lastName: '', code: '', password: '' };
          return {
            ...values,
            code: upper(values.code),
            uuid: context.uuid,
            isClient: context.isClient,
          };
        },
        onDone: { target: 'done', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: {
          target: 'form',
          actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
