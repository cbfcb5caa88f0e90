import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';

import { CallError, type CallFailure } from './callFailure';
import { passwordResetMachine, RESEND_WAIT_SECONDS } from './passwordReset';

type Call<T> = ReturnType<typeof vi.fn<(input: T) => Promise<void>>>;

/** An actor with swapped calls and a simulated clock, so the countdown runs on demand. */
function start(options: { requestToken?: Call<{ email: string }>; setPassword?: Call<object> }) {
  const requestToken = options.requestToken ?? vi.fn(() => Promise.resolve());
  const setPassword = options.setPassword ?? vi.fn(() => Promise.resolve());
  const clock = new SimulatedClock();
  const machine = passwordResetMachine.provide({
    actors: {
      requestToken: fromPromise(({ input }) => requestToken(input)),
      setPassword: fromPromise(({ input }) => setPassword(input)),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, requestToken, setPassword };
}

const refused = (reason: CallFailure) =>
  vi.fn(() => Promise.reject(new CallError(reason.message, reason.fieldErrors)));

async function toTokenStep(setup: ReturnType<typeof start>) {
  setup.actor.send({ type: 'reset.requestToken', email: ' ann@example.org ' });
  await waitFor(setup.actor, (s) => s.matches('token'));
}

/** Advances the simulated clock a second at a time (each tick schedules the next). */
function seconds(clock: SimulatedClock, count: number) {
  for (let i = 0; i < count; i += 1) {
    clock.increment(1000);
  }
}

describe('passwordResetMachine', () => {
  it('starts on the e-mail step', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('email');
  });

  it('refuses a blank e-mail and every step-2 event on step 1', () => {
    const { actor, requestToken } = start({});
    actor.send({ type: 'reset.requestToken', email: '  ' });
    actor.send({ type: 'reset.submit', token: 'ABC', password: 'x' });
    actor.send({ type: 'reset.resend' });
    actor.send({ type: 'reset.changeEmail' });
    expect(actor.getSnapshot().value).toBe('email');
    expect(requestToken).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail, then shows step 2 with the countdown at 60 s', async () => {
    const setup = start({});
    await toTokenStep(setup);
    expect(setup.requestToken).toHaveBeenCalledWith({ email: 'ann@example.org' });
    const snapshot = setup.actor.getSnapshot();
    expect(snapshot.context.email).toBe('ann@example.org');
    expect(snapshot.context.resendIn).toBe(RESEND_WAIT_SECONDS);
    expect(snapshot.matches({ token: { form: 'idle', resend: 'waiting' } })).toBe(true);
  });

  it('stays on step 1 with the failure when the e-mail step fails', async () => {
    const failure = { message: 'portal.errors.network', fieldErrors: {} };
    const { actor } = start({ requestToken: refused(failure) });
    actor.send({ type: 'reset.requestToken', email: 'ann@example.org' });
    await waitFor(actor, (s) => s.matches('email') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual(failure);
  });

  it('refuses a second e-mail request while one is being sent', () => {
    const pending = vi.fn(() => new Promise<void>(() => undefined));
    const { actor } = start({ requestToken: pending });
    actor.send({ type: 'reset.requestToken', email: 'ann@example.org' });
    actor.send({ type: 'reset.requestToken', email: 'bob@example.org' });
    expect(actor.getSnapshot().value).toBe('sendingEmail');
    expect(pending).toHaveBeenCalledTimes(1);
  });

  it('counts down a second at a time and refuses resending until it reaches 0', async () => {
    const setup = start({});
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.resend' });
    expect(setup.requestToken).toHaveBeenCalledTimes(1);
    seconds(setup.clock, 1);
    expect(setup.actor.getSnapshot().context.resendIn).toBe(59);
    seconds(setup.clock, 58);
    expect(setup.actor.getSnapshot().context.resendIn).toBe(1);
    setup.actor.send({ type: 'reset.resend' });
    expect(setup.requestToken).toHaveBeenCalledTimes(1);
    seconds(setup.clock, 1);
    expect(setup.actor.getSnapshot().matches({ token: { resend: 'ready' } })).toBe(true);
    expect(setup.actor.getSnapshot().context.resendIn).toBe(0);
  });

  it('resends to the same e-mail and restarts the countdown', async () => {
    const setup = start({});
    await toTokenStep(setup);
    seconds(setup.clock, RESEND_WAIT_SECONDS);
    setup.actor.send({ type: 'reset.resend' });
    expect(setup.actor.getSnapshot().matches({ token: { resend: 'sending' } })).toBe(true);
    await waitFor(setup.actor, (s) => s.matches({ token: { resend: 'waiting' } }));
    expect(setup.requestToken).toHaveBeenLastCalledWith({ email: 'ann@example.org' });
    expect(setup.actor.getSnapshot().context).toMatchObject({ resendIn: 60, resent: true });
  });

  it('allows resending again after a failed resend', async () => {
    const requestToken = vi.fn<(input: { email: string }) => Promise<void>>();
    requestToken.mockResolvedValueOnce(undefined);
    requestToken.mockRejectedValueOnce(new CallError('Busy'));
    const setup = start({ requestToken });
    await toTokenStep(setup);
    seconds(setup.clock, RESEND_WAIT_SECONDS);
    setup.actor.send({ type: 'reset.resend' });
    await waitFor(setup.actor, (s) => s.context.failure !== null);
    expect(setup.actor.getSnapshot().matches({ token: { resend: 'ready' } })).toBe(true);
    expect(setup.actor.getSnapshot().context.failure?.message).toBe('Busy');
  });

  it('refuses a submit without token or password', async () => {
    const setup = start({});
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.submit', token: ' ', password: 'long-enough-pw' });
    setup.actor.send({ type: 'reset.submit', token: 'ABC', password: '' });
    expect(setup.setPassword).not.toHaveBeenCalled();
  });

  it('upper-cases the token, sets the password and finishes', async () => {
    const setup = start({});
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.submit', token: ' ab12cd ', password: 'a-new-password' });
    await waitFor(setup.actor, (s) => s.status === 'done');
    expect(setup.setPassword).toHaveBeenCalledWith({ token: 'AB12CD', password: 'a-new-password' });
    expect(setup.actor.getSnapshot().value).toBe('done');
  });

  it('returns to the form with the field errors when the token is refused', async () => {
    const failure = { message: 'Invalid', fieldErrors: { token: 'The token is invalid.' } };
    const setup = start({ setPassword: refused(failure) });
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.submit', token: 'WRONG', password: 'a-new-password' });
    await waitFor(setup.actor, (s) => s.context.failure !== null);
    expect(setup.actor.getSnapshot().matches({ token: { form: 'idle' } })).toBe(true);
    expect(setup.actor.getSnapshot().context.failure).toEqual(failure);
  });

  it('refuses changing the e-mail or submitting again while submitting', async () => {
    const pending = vi.fn(() => new Promise<void>(() => undefined));
    const setup = start({ setPassword: pending });
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.submit', token: 'ABC', password: 'a-new-password' });
    setup.actor.send({ type: 'reset.changeEmail' });
    setup.actor.send({ type: 'reset.submit', token: 'ABC', password: 'a-new-password' });
    expect(setup.actor.getSnapshot().matches({ token: { form: 'submitting' } })).toBe(true);
    expect(pending).toHaveBeenCalledTimes(1);
  });

  it('goes back to step 1 on change e-mail, stopping the countdown', async () => {
    const setup = start({});
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.changeEmail' });
    expect(setup.actor.getSnapshot().value).toBe('email');
    expect(setup.actor.getSnapshot().context.resendIn).toBe(0);
    seconds(setup.clock, 5);
    expect(setup.actor.getSnapshot().context.resendIn).toBe(0);
  });

  it('refuses a token request on step 2', async () => {
    const setup = start({});
    await toTokenStep(setup);
    setup.actor.send({ type: 'reset.requestToken', email: 'bob@example.org' });
    expect(setup.requestToken).toHaveBeenCalledTimes(1);
    expect(setup.actor.getSnapshot().context.email).toBe('ann@example.org');
  });
});
