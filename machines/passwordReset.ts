import { assign, fromPromise, setup } from 'xstate';

import { asCallFailure, type CallFailure } from './callFailure';

/** Spec section 9: the resend-token button stays disabled this long after each sending. */
export const RESEND_WAIT_SECONDS = 60;

export interface PasswordResetContext {
  email: string;
  /** Seconds until the token may be sent again; 0 once resending is allowed. */
  resendIn: number;
  failure: CallFailure | null;
  /** True after a resend succeeded, until the next submit or step change. */
  resent: boolean;
}

export type PasswordResetEvent =
  | { type: 'reset.requestToken'; email: string }
  | { type: 'reset.submit'; token: string; password: string }
  | { type: 'reset.resend' }
  | { type: 'reset.changeEmail' };

/**
 * Spec section 2, password reset: step 1 verifies the e-mail (a token is mailed), step 2 takes
 * the token (upper-cased), the new password and its confirmation. Resending repeats the e-mail
 * step and is held back for 60 s, counted down a second at a time so the page can show mm:ss.
 * The two network calls are actors the page provides (and tests swap); they reject with a
 * CallFailure.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestToken: fromPromise<void, { email: string }>(() => Promise.resolve()),
    setPassword: fromPromise<void, { token: string; password: string }>(() => Promise.resolve()),
  },
  guards: {
    hasEmail: ({ event }) => event.type === 'reset.requestToken' && event.email.trim() !== '',
    hasTokenAndPassword: ({ event }) =>
      event.type === 'reset.submit' && event.token.trim() !== '' && event.password !== '',
    lastSecond: ({ context }) => context.resendIn <= 1,
  },
  actions: {
    rememberEmail: assign({
      email: ({ event }) => (event.type === 'reset.requestToken' ? event.email.trim() : ''),
    }),
    clearFeedback: assign({ failure: null, resent: false }),
    startCountdown: assign({ resendIn: RESEND_WAIT_SECONDS }),
    tick: assign({ resendIn: ({ context }) => Math.max(0, context.resendIn - 1) }),
    noteResent: assign({ resent: true }),
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', resendIn: 0, failure: null, resent: false },
  initial: 'email',
  states: {
    email: {
      on: {
        'reset.requestToken': {
          guard: 'hasEmail',
          target: 'sendingEmail',
          actions: ['rememberEmail', 'clearFeedback'],
        },
      },
    },
    sendingEmail: {
      invoke: {
        src: 'requestToken',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'token', actions: 'startCountdown' },
        onError: {
          target: 'email',
          actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
        },
      },
    },
    token: {
      type: 'parallel',
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'reset.submit': {
                  guard: 'hasTokenAndPassword',
                  target: 'submitting',
                  actions: 'clearFeedback',
                },
                'reset.changeEmail': {
                  target: '#passwordReset.email',
                  actions: ['clearFeedback', assign({ resendIn: 0 })],
                },
              },
            },
            submitting: {
              invoke: {
                src: 'setPassword',
                input: ({ event }) =>
                  event.type === 'reset.submit'
                    ? { token: event.token.trim().toUpperCase(), password: event.password }
                    : { token: '', password: '' },
                onDone: { target: '#passwordReset.done' },
                onError: {
                  target: 'idle',
                  actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
                },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                1000: [
                  { guard: 'lastSecond', target: 'ready', actions: 'tick' },
                  { target: 'waiting', reenter: true, actions: 'tick' },
                ],
              },
            },
            ready: {
              on: { 'reset.resend': { target: 'sending', actions: 'clearFeedback' } },
            },
            sending: {
              invoke: {
                src: 'requestToken',
                input: ({ context }) => ({ email: context.email }),
                onDone: { target: 'waiting', actions: ['startCountdown', 'noteResent'] },
                onError: {
                  target: 'ready',
                  actions: assign({ failure: ({ event }) => asCallFailure(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
