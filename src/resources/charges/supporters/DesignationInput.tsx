import { InputHelperText, useInput } from 'react-admin';

import { RequiredLabel } from '../../../inputs/RequiredLabel';
import { DesignationField } from './DesignationField';
import { useDesignations } from './useDesignations';

export interface DesignationInputProps {
  source: string;
  label?: string;
}

/** The designation field of a react-admin form, offering the stored designations. */
export const DesignationInput = ({
  source,
  label = 'portal.charges.supporters.designation',
}: DesignationInputProps) => {
  const { field, fieldState } = useInput({ source });
  const { designations } = useDesignations();
  const error = fieldState.error?.message;
  return (
    <DesignationField
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      options={designations}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      label={<RequiredLabel label={label} />}
      error={error !== undefined}
      helperText={<InputHelperText error={error} helperText=" " />}
    />
  );
};
