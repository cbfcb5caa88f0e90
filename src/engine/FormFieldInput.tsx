import { useEffect } from 'react';
import { PasswordInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import type { FormFieldDefinition } from '../core/formDefinition';
import { RequiredLabel, requiredInputProps } from '../inputs/RequiredLabel';
import { DateTimeField } from './DateTimeField';
import { isBlank } from './formPayload';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Disabled, and emptied, while the field it depends on has no value (spec section 5). */
function useEnabled(field: FormFieldDefinition): boolean {
  const { setValue } = useFormContext();
  const controlling: unknown = useWatch({ name: field.enabledBy ?? field.source });
  const enabled = !field.enabledBy || !isBlank(controlling);
  useEffect(() => {
    if (!enabled) {
      setValue(field.source, null);
    }
  }, [enabled, field.source, setValue]);
  return enabled;
}

/** One field of a generated form, entered the way its definition says. */
export const FormFieldInput = ({ field }: { field: FormFieldDefinition }) => {
  const translate = useTranslate();
  const enabled = useEnabled(field);
  const label = field.required ? <RequiredLabel label={field.label} /> : translate(field.label);
  const common = {
    source: field.source,
    label,
    disabled: !enabled,
    fullWidth: true,
    helperText: field.help,
    slotProps: field.required ? requiredInputProps : undefined,
  };
  switch (field.input) {
    case 'text':
      return <TextInput {...common} parse={field.transform === 'upper' ? upper : undefined} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'datetime':
      return (
        <DateTimeField
          source={field.source}
          label={label}
          name={translate(field.label)}
          disabled={!enabled}
          required={field.required}
          help={field.help}
        />
      );
    case 'reference':
      if (!field.reference) {
        throw new Error(`Field ${field.source} is a reference without reference options`);
      }
      return (
        <ReferenceAutocomplete
          source={field.source}
          label={label}
          reference={field.reference}
          required={field.required}
          disabled={!enabled}
          help={field.help}
        />
      );
  }
};
