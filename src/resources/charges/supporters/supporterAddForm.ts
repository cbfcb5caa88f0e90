import type { FormDefinition } from '../../../../core/formDefinition';

/** Add supporter (spec section 5): checked in the browser by the payload schema's validator. */
export const supporterAddForm: FormDefinition = {
  schema: 'supporter-add.json',
  fields: [
    { source: 'email', label: 'portal.charges.supporters.email', input: 'email', required: true },
    {
      source: 'designation',
      label: 'portal.charges.supporters.designation',
      input: 'text',
      required: true,
    },
  ],
  title: 'portal.charges.supporters.add',
  success: 'portal.charges.supporters.added',
};
