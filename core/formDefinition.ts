/**
 * The shape of a generated form in a resource definition: which payload fields it has and what
 * is particular about each. Plain data, like the rest of the definition; the JSON Schema named by
 * `schema` decides what is valid and, by default, how a field is entered and whether it is
 * required (`src/engine/schemaFields.ts`), so no rule is repeated here.
 */

import type { Audience } from './audience';

export type FormInputKind =
  | 'text'
  /** A long text (a string property without `maxLength` or above 200 characters). */
  | 'multiline'
  | 'email'
  | 'password'
  | 'reference'
  /** Several records of another resource: an array of their values (a case manager's companies). */
  | 'references'
  /** One of the property's `enum` values, each labelled `resources.<name>.choices.<field>.<value>`. */
  | 'select'
  | 'boolean'
  | 'number'
  /** A calendar day (`format: date`). */
  | 'date'
  | 'datetime';

export interface ReferenceOptions {
  /** The resource whose list offers the choices. */
  resource: string;
  /** Record field shown for a choice, and the one sent as the value. */
  optionText: string;
  optionValue: string;
}

export interface FormFieldDefinition {
  /** Payload path, dotted for nested objects (`user.email`); server field errors use it too. */
  source: string;
  /** i18n key of the label; defaults to `resources.<name>.fields.<source>`. */
  label?: string;
  /** How it is entered; defaults to what the payload schema's property says (type, format, enum). */
  input?: FormInputKind;
  /** i18n key of a hint under the input. */
  help?: string;
  /**
   * Shows the red asterisk, and left blank says "This field is required"; defaults to the
   * schema's `required` (an edit form's: what a record always holds, `src/engine/schemaFields.ts`).
   * The schema decides every other rule.
   */
  required?: boolean;
  /** Applied as the user types: spec section 5 upper-cases codes. */
  transform?: 'upper';
  reference?: ReferenceOptions;
  /**
   * `select`: the i18n key of each value's label, when not `resources.<name>.choices.<field>.*`
   * (roles are labelled once for every resource).
   */
  choices?: Record<string, string>;
  /** Disabled (and cleared) until this other field has a value. */
  enabledBy?: string;
  /**
   * Disabled (and cleared) unless another field holds one value: a case note's session length
   * and mode, entered for a session alone.
   */
  enabledWhen?: { source: string; equals: string };
  /**
   * A confirmation of another field: never sent; a difference is reported on this field with
   * `message` (spec section 5: 'The fields do not match' unless a custom message is given).
   */
  matches?: { source: string; message?: string };
}

export interface FormDefinition {
  /** `$id` of the JSON Schema of the payload; the browser validates with its standalone code. */
  schema: string;
  /**
   * Who may submit it, when narrower than the resource's audience (a catalogue every user reads
   * and administrators manage); the API, the page guard and the buttons read it.
   */
  audience?: Audience;
  fields: FormFieldDefinition[];
  /** Values sent with every submission and not shown (role MG for a new case manager). */
  fixed?: Record<string, string | number | boolean>;
  /**
   * A rule across fields that the schema cannot say, by name (`src/engine/formChecks.ts`); the
   * API applies the same rule (access codes: dates in order and none after today).
   */
  check?: 'accessCodeDates' | 'caseNoteSession';
  /** i18n keys of the form's title and of the notice after a success. */
  title: string;
  success: string;
}
