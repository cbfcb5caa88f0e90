import { useEffect } from 'react';
import {
  BooleanInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { RequiredLabel, requiredInputProps } from '../inputs/RequiredLabel';
import { DateTimeField } from './DateTimeField';
import { DayField } from './DayField';
import { isBlank } from './formPayload';
import { ReferenceArrayAutocomplete } from './ReferenceArrayAutocomplete';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { enumLabel, type ResolvedFormField } from './schemaFields';

/**
 * Tells react-admin's inputs a field is required (a select then offers no empty choice) without
 * checking anything: the form's schema validation words every message.
 */
const markedRequired = Object.assign(() => undefined, { isRequired: true });

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * Disabled, and emptied, while the field it depends on has no value (spec section 5), or not the
 * value it is entered for (`enabledWhen`).
 */
function useEnabled(field: ResolvedFormField): boolean {
  const { setValue } = useFormContext();
  const controller = field.enabledWhen?.source ?? field.enabledBy;
  const controlling: unknown = useWatch({ name: controller ?? field.source });
  const enabled = field.enabledWhen
    ? controlling === field.enabledWhen.equals
    : !field.enabledBy || !isBlank(controlling);
  useEffect(() => {
    if (!enabled) {
      setValue(field.source, null);
    }
  }, [enabled, field.source, setValue]);
  return enabled;
}

export interface FormFieldInputProps {
  field: ResolvedFormField;
  /** The resource whose `resources.<name>.choices.*` keys label a select's values. */
  resource: string;
}

/** One field of a generated form, entered the way its definition or its schema says. */
export const FormFieldInput = ({ field, resource }: FormFieldInputProps) => {
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
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return (
        <BooleanInput
          source={field.source}
          label={label}
          disabled={!enabled}
          helperText={field.help}
        />
      );
    case 'select':
      return (
        <SelectInput
          {...common}
          validate={field.required ? markedRequired : undefined}
          emptyText={translate('portal.editing.none')}
          choices={(field.options ?? []).map((value) => ({
            id: value,
            name: translate(field.choices?.[value] ?? enumLabel(resource, field.source, value), {
              _: value,
            }),
          }))}
        />
      );
    case 'date':
    case 'datetime': {
      const Field = field.input === 'date' ? DayField : DateTimeField;
      return (
        <Field
          source={field.source}
          label={label}
          name={translate(field.label)}
          disabled={!enabled}
          required={field.required}
          help={field.help}
        />
      );
    }
    case 'references':
      if (!field.reference) {
        throw new Error(`Field ${field.source} is a reference without reference options`);
      }
      return (
        <ReferenceArrayAutocomplete
          source={field.source}
          label={label}
          reference={field.reference}
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
