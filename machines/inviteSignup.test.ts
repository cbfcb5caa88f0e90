import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import { CallError, type CallFailure } from './callFailure';
import {
  inviteSignupMachine,
  type InvitationView,
  type JoinRequest,
  type SignedIn,
  type SignupRequest,
  type SignupValues,
} from './inviteSignup';

const invitation: InvitationView = {
  email: 'thandi@example.org',
  designation: 'OT',
  invitedBy: { firstName: 'Sipho', lastName: 'Dlamini', email: 'manager@example.org' },
  client: { name: 'Nomvula Zungu', email: null },
};

const values: SignupValues = {
  email: 'thandi@example.org',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  code: ' ab12cd34ef ',
  password: 'a-long-password',
};

const tokens: SignedIn = { access: 'A', refresh: 'R' };

interface Calls {
  load?: () => Promise<InvitationView>;
  signUp?: (request: SignupRequest) => Promise<SignedIn>;
  decline?: (input: { uuid: string; code: string }) => Promise<void>;
  join?: (input: JoinRequest) => Promise<void>;
}

function start(isClient: boolean, calls: Calls = {}) {
  const load = vi.fn(calls.load ?? (() => Promise.resolve(invitation)));
  const signUp = vi.fn(calls.signUp ?? (() => Promise.resolve(tokens)));
  const decline = vi.fn(calls.decline ?? (() => Promise.resolve()));
  const join = vi.fn(calls.join ?? (() => Promise.resolve()));
  const machine = inviteSignupMachine.provide({
    actors: {
      loadInvitation: fromPromise(() => load()),
      signUp: fromPromise(({ input }) => signUp(input)),
      decline: fromPromise(({ input }) => decline(input)),
      join: fromPromise(({ input }) => join(input)),
    },
  });
  const actor = createActor(machine, { input: { uuid: 'u-1', isClient } }).start();
  return { actor, load, signUp, decline, join };
}

const failing = (failure: CallFailure) => () =>
  Promise.reject(new CallError(failure.message, failure.fieldErrors, failure.status));
const never = () => new Promise<never>(() => undefined);

async function atDetails(isClient: boolean, calls: Calls = {}) {
  const setup = start(isClient, calls);
  await waitFor(setup.actor, (s) => s.matches('details'));
  return setup;
}

describe('inviteSignupMachine', () => {
  it('loads the invitation, then shows step 0 with it', async () => {
    const { actor, load } = await atDetails(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.invitation).toEqual(invitation);
  });

  it('refuses every step event while loading', () => {
    const { actor } = start(true, { load: never });
    actor.send({ type: 'invite.accept' });
    actor.send({ type: 'invite.decline', code: 'X' });
    actor.send({ type: 'invite.submit', values });
    actor.send({ type: 'invite.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('shows a failed load and loads again on retry', async () => {
    const gone = { message: 'This invitation is no longer valid.', fieldErrors: {}, status: 410 };
    const load = vi.fn<() => Promise<InvitationView>>();
    load
      .mockRejectedValueOnce(new CallError(gone.message, {}, 410))
      .mockResolvedValueOnce(invitation);
    const { actor } = start(false, { load });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual(gone);
    actor.send({ type: 'invite.accept' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'invite.retry' });
    await waitFor(actor, (s) => s.matches('details'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('goes to the form on accept and back on previous', async () => {
    const { actor } = await atDetails(false);
    actor.send({ type: 'invite.accept' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'invite.previous' });
    expect(actor.getSnapshot().value).toBe('details');
  });

  it('keeps the values typed across previous and accept', async () => {
    const { actor } = await atDetails(false);
    actor.send({ type: 'invite.accept' });
    const draft = { firstName: 'Thandi', code: 'AB12', acceptTerms: true };
    actor.send({ type: 'invite.previous', values: draft });
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'invite.accept' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });

  it('refuses submit and previous on step 0', async () => {
    const { actor, signUp } = await atDetails(false);
    actor.send({ type: 'invite.submit', values });
    actor.send({ type: 'invite.previous' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses declining a case-manager invitation', async () => {
    const { actor, decline } = await atDetails(false);
    actor.send({ type: 'invite.decline', code: 'DEMOCODE42' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(decline).not.toHaveBeenCalled();
  });

  it('refuses declining a client invitation without a code', async () => {
    const { actor, decline } = await atDetails(true);
    actor.send({ type: 'invite.decline', code: '   ' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(decline).not.toHaveBeenCalled();
  });

  it('declines a client invitation with the upper-cased code', async () => {
    const { actor, decline } = await atDetails(true);
    actor.send({ type: 'invite.decline', code: ' democode42 ' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(decline).toHaveBeenCalledWith({ uuid: 'u-1', code: 'DEMOCODE42' });
    expect(actor.getSnapshot().value).toBe('declined');
  });

  it('stays on step 0 with the code error when the decline is refused', async () => {
    const wrong = { message: 'Invalid', fieldErrors: { invite_code: 'The code is wrong.' } };
    const { actor } = await atDetails(true, { decline: failing(wrong) });
    actor.send({ type: 'invite.decline', code: 'WRONG' });
    await waitFor(actor, (s) => s.matches('details') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual(wrong);
  });

  it('refuses accepting while a decline is being sent', async () => {
    const { actor } = await atDetails(true, { decline: never });
    actor.send({ type: 'invite.decline', code: 'CODE' });
    actor.send({ type: 'invite.accept' });
    expect(actor.getSnapshot().value).toBe('declining');
  });

  it('signs up with the uuid, the kind and the upper-cased code, ending with the tokens', async () => {
    const { actor, signUp } = await atDetails(true);
    actor.send({ type: 'invite.accept' });
    actor.send({ type: 'invite.submit', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signUp).toHaveBeenCalledWith({
      ...values,
      code: 'AB12CD34EF',
      uuid: 'u-1',
      isClient: true,
    });
    expect(actor.getSnapshot().context.tokens).toEqual(tokens);
  });

  it('returns to the form with the server field errors', async () => {
    const refused = { message: 'Not valid', fieldErrors: { invite_code: 'Wrong code' } };
    const { actor } = await atDetails(false, { signUp: failing(refused) });
    actor.send({ type: 'invite.accept' });
    actor.send({ type: 'invite.submit', values });
    await waitFor(actor, (s) => s.matches('form') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual(refused);
    actor.send({ type: 'invite.previous' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('refuses previous and a second submit while signing up', async () => {
    const { actor, signUp } = await atDetails(false, { signUp: never });
    actor.send({ type: 'invite.accept' });
    actor.send({ type: 'invite.submit', values });
    actor.send({ type: 'invite.previous' });
    actor.send({ type: 'invite.submit', values });
    expect(actor.getSnapshot().value).toBe('signingUp');
    expect(signUp).toHaveBeenCalledTimes(1);
  });
});

describe('accepting as an account already signed in', () => {
  it('sends the upper-cased code with the invitation and its kind, and ends joined', async () => {
    const { actor, join, signUp } = await atDetails(true);
    actor.send({ type: 'invite.accept' });
    actor.send({ type: 'invite.join', code: ' ab12cd34ef ' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(join).toHaveBeenCalledWith({ uuid: 'u-1', code: 'AB12CD34EF', isClient: true });
    expect(signUp).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes back to the form with the failure when the code is refused', async () => {
    const failure = { message: 'invalid', fieldErrors: { invite_code: 'The code is invalid.' } };
    const { actor } = await atDetails(false, { join: failing({ ...failure, status: 400 }) });
    actor.send({ type: 'invite.accept' });
    actor.send({ type: 'invite.join', code: 'WRONG' });
    await waitFor(actor, (s) => s.matches('form') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual(failure.fieldErrors);
  });

  it('is not offered before the invitation is accepted', async () => {
    const { actor, join } = await atDetails(false);
    actor.send({ type: 'invite.join', code: 'AB12CD34EF' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(join).not.toHaveBeenCalled();
  });
});
