import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { required, TextInput, useTranslate, type Validator } from 'react-admin';

import passwordSchema from '../../schemas/password.json';
import { RequiredLabel } from '../inputs/RequiredLabel';

/** Spec section 5: the confirmation must equal the password, worded on the last field. */
export const matchesField =
  (source: string, message = 'portal.validation.passwords_mismatch'): Validator =>
  (value: unknown, values: Record<string, unknown>) =>
    value === values[source] ? undefined : message;

/** The rule's message with the length the schema enforces (schemas/password.json). */
const RULE = { message: 'portal.shared.password.rule', args: { min: passwordSchema.minLength } };

/**
 * The length half of the password rule (schemas/password.json), checked before sending and worded
 * as the rule under the field; the server judges the strength (core/passwordStrength.ts) and says
 * why a password is too weak under the same field.
 */
export const passwordRule: Validator = (value: unknown) =>
  typeof value === 'string' && value.length < passwordSchema.minLength ? RULE : undefined;

export interface PasswordVisibility {
  visible: boolean;
  onToggle: () => void;
}

/** The show/hide button; one button reveals every password field of the form. */
export const PasswordVisibilityToggle = ({ visible, onToggle }: PasswordVisibility) => {
  const translate = useTranslate();
  const label = translate(visible ? 'portal.shared.password.hide' : 'portal.shared.password.show');
  return (
    <InputAdornment position="end">
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-pressed={visible} onClick={onToggle} edge="end">
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
};

export interface PasswordPairProps {
  source?: string;
  confirmSource?: string;
  label: string;
  confirmLabel: string;
  /** Shown under the password, e.g. the rule; given the schema's minimum length as `min`. */
  helperText?: string;
  /** Controlled visibility, to share one toggle with other password fields. */
  visibility?: PasswordVisibility;
  /** False when the form shows its own toggle (with `visibility`). */
  showToggle?: boolean;
  /** The public pages use outlined fields, like the login page. */
  variant?: 'outlined' | 'filled' | 'standard';
}

/**
 * Spec section 2: password entry is a pair (password and confirmation) with a show/hide
 * toggle; both are required and the confirmation must match (section 5). Use inside a
 * react-admin Form.
 */
export const PasswordPair = ({
  source = 'password',
  confirmSource = 'confirm',
  label,
  confirmLabel,
  helperText,
  visibility,
  showToggle = true,
  variant,
}: PasswordPairProps) => {
  const translate = useTranslate();
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = visibility?.visible ?? ownVisible;
  const onToggle = visibility?.onToggle ?? (() => setOwnVisible((shown) => !shown));
  const type = visible ? 'text' : 'password';
  return (
    <Stack>
      <TextInput
        source={source}
        type={type}
        variant={variant}
        label={<RequiredLabel label={label} />}
        autoComplete="new-password"
        validate={[required('portal.validation.required'), passwordRule]}
        helperText={helperText ? translate(helperText, RULE.args) : false}
        slotProps={{
          htmlInput: { 'aria-required': true },
          input: showToggle
            ? { endAdornment: <PasswordVisibilityToggle visible={visible} onToggle={onToggle} /> }
            : {},
        }}
      />
      <TextInput
        source={confirmSource}
        type={type}
        variant={variant}
        label={<RequiredLabel label={confirmLabel} />}
        autoComplete="new-password"
        validate={[required('portal.validation.required'), matchesField(source)]}
        helperText={false}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </Stack>
  );
};
