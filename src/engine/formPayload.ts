import type { ErrorObject } from 'ajv';

import { fieldErrorsFromAjv, type FieldMessage } from '../../core/fieldErrors';
import type { FormDefinition } from '../../core/formDefinition';

type Values = Record<string, unknown>;

export function getPath(values: Values, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Values)[key] : undefined,
      values,
    );
}

function setPath(values: Values, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let node = values;
  for (const key of keys) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? next : {};
    node = node[key] as Values;
  }
  if (value !== undefined) {
    node[last] = value;
  }
}

/** Spec section 2: a blank string typed into a field becomes null (here: is left out). */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The payload of a generated form: its fixed values plus every field that has a value, nested
 * by dotted source. Blank fields are left out, so the schema reports a missing required one;
 * confirmation fields are never sent.
 */
export function toPayload(values: Values, form: FormDefinition): Values {
  const payload: Values = structuredClone(form.fixed ?? {});
  for (const field of form.fields) {
    if (field.matches) {
      continue;
    }
    const value = getPath(values, field.source);
    // Created even when blank, so a missing nested field is named as such (`user.email`).
    setPath(payload, field.source, isBlank(value) ? undefined : value);
  }
  return payload;
}

/** Whether two lists hold the same items, in any order. */
function sameMembers(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/**
 * The payload of an edit form: only the fields whose value differs from the record's, a blank
 * one as null (it clears an optional field; the schema refuses it for a required one). A field
 * the record holds blank (an issue's empty text) and left blank is no change.
 */
export function changedValues(values: Values, form: FormDefinition, record: Values): Values {
  const payload: Values = {};
  for (const field of form.fields) {
    if (field.matches) {
      continue;
    }
    const raw = getPath(values, field.source);
    const value = isBlank(raw) ? null : raw;
    const stored = getPath(record, field.source);
    const before = isBlank(stored) ? null : stored;
    // Several references are one value: changed when their set differs.
    const same = Array.isArray(value)
      ? Array.isArray(before) && sameMembers(value, before)
      : value === before;
    if (!same) {
      setPath(payload, field.source, value);
    }
  }
  return payload;
}

/**
 * The errors a form shows, by field source: the schema's (first error per field, spec section
 * 5) and the confirmation checks. A `required` field left blank is "required" whatever the
 * schema said (an edit sends it as null, which its schema calls invalid). Errors about no visible
 * field (e.g. a fixed value) are left to the server.
 */
export function formErrors(
  values: Values,
  form: FormDefinition,
  schemaErrors: readonly ErrorObject[],
  required: readonly string[] = [],
): Record<string, FieldMessage> {
  const fromSchema = fieldErrorsFromAjv(schemaErrors);
  const result: Record<string, FieldMessage> = {};
  for (const field of form.fields) {
    const message =
      required.includes(field.source) && isBlank(getPath(values, field.source))
        ? { key: 'portal.validation.required' }
        : fromSchema[field.source];
    if (message) {
      result[field.source] = message;
    }
    if (field.matches) {
      const value = getPath(values, field.source);
      if (isBlank(value)) {
        result[field.source] = { key: 'portal.validation.required' };
      } else if (value !== getPath(values, field.matches.source)) {
        result[field.source] = { key: field.matches.message ?? 'portal.validation.match' };
      }
    }
  }
  return result;
}

/** Flat errors nested the way react-hook-form reads them, as react-admin's message objects. */
export function nestErrors(flat: Record<string, FieldMessage>): Values {
  const nested: Values = {};
  for (const [source, message] of Object.entries(flat)) {
    setPath(nested, source, { message: message.key, args: message.values ?? {} });
  }
  return nested;
}

/**
 * A server's field errors (`{field: [messages]}`, dotted for nested fields) split into those a
 * form field shows (first message each) and the rest, to show above the form.
 */
export function serverFieldErrors(body: unknown, form: FormDefinition) {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { fields, rest };
  }
  const sources = new Set(form.fields.map((f) => f.source));
  for (const [key, value] of Object.entries(body as Values)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first !== 'string') {
      continue;
    }
    if (sources.has(key)) {
      fields[key] = first;
    } else {
      rest.push(first);
    }
  }
  return { fields, rest };
}
