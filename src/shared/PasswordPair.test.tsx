import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import passwordSchema from '../../schemas/password.json';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { PasswordPair } from './PasswordPair';

function setup() {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <Form onSubmit={onSubmit}>
      <PasswordPair
        label="New password"
        confirmLabel="Confirm password"
        helperText="portal.shared.password.rule"
      />
      <SaveButton alwaysEnable />
    </Form>,
  );
  return { onSubmit };
}

const RULE = `At least ${passwordSchema.minLength} characters, and hard to guess`;
const password = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm password');

describe('PasswordPair', () => {
  it('requires both and shows the rule', async () => {
    const { onSubmit } = setup();
    expect(screen.getByText(RULE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than the rule before sending', async () => {
    const { onSubmit } = setup();
    await userEvent.type(password(), 'short-pass1');
    await userEvent.type(confirm(), 'short-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The rule is the helper text and now the error in its place: still shown once.
    await waitFor(() => expect(password()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    const { onSubmit } = setup();
    await userEvent.type(password(), 'a-long-password');
    await userEvent.type(confirm(), 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passwords entered do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a matching pair', async () => {
    const { onSubmit } = setup();
    await userEvent.type(password(), 'a-long-password');
    await userEvent.type(confirm(), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      password: 'a-long-password',
      confirm: 'a-long-password',
    });
  });

  it('shows and hides both fields with one toggle', async () => {
    setup();
    expect(password()).toHaveAttribute('type', 'password');
    expect(confirm()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(confirm()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(password()).toHaveAttribute('type', 'password');
  });
});
