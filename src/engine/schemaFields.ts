import type { FormDefinition, FormFieldDefinition, FormInputKind } from '../../core/formDefinition';
import type { JsonSchema } from '../../core/resourceDefinition';

/** A form field as the engine draws it: its label, input and requiredness resolved. */
export type ResolvedFormField = FormFieldDefinition & {
  label: string;
  input: FormInputKind;
  /** `select`: the property's `enum` values, in the schema's order. */
  options?: string[];
};

/** Strings longer than a title (the issue title's 256) are entered on several lines. */
const LONG_TEXT = 256;

/** Shared schemas a payload property may `$ref`, by the input each one asks for. */
const REFERENCED: Record<string, FormInputKind> = {
  'email.json': 'email',
  'password.json': 'password',
  'date.json': 'date',
  'date-time.json': 'datetime',
};

const asSchema = (value: unknown): JsonSchema | undefined =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : undefined;

/** The schema's own properties and those of the schemas it is `allOf`. */
function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const own = asSchema(schema?.properties) as Record<string, JsonSchema> | undefined;
  const parts = Array.isArray(schema?.allOf) ? (schema.allOf as unknown[]) : [];
  const merged: Record<string, JsonSchema> = {};
  for (const part of parts) {
    Object.assign(merged, propertiesOf(asSchema(part)));
  }
  return Object.assign(merged, own);
}

function requiredOf(schema: JsonSchema | undefined): string[] {
  const own = Array.isArray(schema?.required) ? (schema.required as string[]) : [];
  const parts = Array.isArray(schema?.allOf) ? (schema.allOf as unknown[]) : [];
  return [...own, ...parts.flatMap((part) => requiredOf(asSchema(part)))];
}

/** The property a dotted payload path names, and whether its parent requires it. */
export function propertyAt(schema: JsonSchema, source: string) {
  let node: JsonSchema | undefined = schema;
  let required = false;
  for (const key of source.split('.')) {
    required = requiredOf(node).includes(key);
    node = propertiesOf(node)[key];
  }
  return { property: node, required };
}

const typesOf = (property: JsonSchema): string[] =>
  Array.isArray(property.type)
    ? (property.type as string[])
    : typeof property.type === 'string'
      ? [property.type]
      : [];

/** Whether a property allows `null` (a `null` type, enum value or `anyOf` member). */
export function isNullable(property: JsonSchema | undefined): boolean {
  if (!property) {
    return false;
  }
  const members = Array.isArray(property.anyOf) ? (property.anyOf as unknown[]) : [];
  return (
    typesOf(property).includes('null') ||
    (Array.isArray(property.enum) && property.enum.includes(null)) ||
    members.some((member) => isNullable(asSchema(member)))
  );
}

/**
 * Whether a record must always hold a value at a path: `schema` requires it and it may not be
 * null. An edit schema requires nothing (a PATCH sends what changed), so an edit form asks this
 * of the schema that says what a record holds.
 */
export function alwaysHeld(schema: JsonSchema, source: string): boolean {
  const { property, required } = propertyAt(schema, source);
  return required && !isNullable(property);
}

/** The values of an `enum` property, without the `null` a nullable one allows. */
export function enumOf(property: JsonSchema | undefined): string[] | undefined {
  return Array.isArray(property?.enum)
    ? (property.enum as unknown[]).filter((v): v is string => typeof v === 'string')
    : undefined;
}

/** The input a property asks for: enum, boolean, number, date, e-mail, long text or text. */
export function inputOf(property: JsonSchema | undefined): FormInputKind {
  if (!property) {
    return 'text';
  }
  if (typeof property.$ref === 'string') {
    return REFERENCED[property.$ref] ?? 'text';
  }
  if (enumOf(property)) {
    return 'select';
  }
  const types = typesOf(property);
  if (types.includes('boolean')) {
    return 'boolean';
  }
  if (types.includes('integer') || types.includes('number')) {
    return 'number';
  }
  switch (property.format) {
    case 'email':
      return 'email';
    case 'date':
      return 'date';
    case 'date-time':
      return 'datetime';
  }
  const maxLength = typeof property.maxLength === 'number' ? property.maxLength : 0;
  return maxLength > LONG_TEXT ? 'multiline' : 'text';
}

/**
 * A form's fields as drawn: what the definition says, else what the payload schema says (input
 * by type, format and enum; the asterisk by `required`), labelled by the convention
 * `resources.<name>.fields.<source>`. An edit form's `recordSchema` (the create schema, else the
 * record's) also marks the fields a record always holds (`alwaysHeld`): the edit asks for them as
 * the create does.
 */
export function resolveFormFields(
  resource: string,
  form: FormDefinition,
  schema: JsonSchema | undefined,
  recordSchema?: JsonSchema,
): ResolvedFormField[] {
  return form.fields.map((field) => {
    const { property, required } = schema
      ? propertyAt(schema, field.source)
      : { property: undefined, required: false };
    const input = field.input ?? inputOf(property);
    const held = recordSchema !== undefined && alwaysHeld(recordSchema, field.source);
    return {
      ...field,
      label: field.label ?? `resources.${resource}.fields.${field.source}`,
      input,
      required: field.required ?? (required || held),
      // A property naming a schema of its own (`role.json`) is offered the values labelled.
      ...(input === 'select'
        ? { options: enumOf(property) ?? Object.keys(field.choices ?? {}) }
        : {}),
    };
  });
}

/** The i18n key of an enum value: `resources.<name>.choices.<field>.<value>`. */
export const enumLabel = (resource: string, field: string, value: string): string =>
  `resources.${resource}.choices.${field}.${value}`;
