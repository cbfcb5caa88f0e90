import { describe, expect, it } from 'vitest';
import { englishMessages } from '../i18n/en';
import { zuluMessages } from '../i18n/zu';
import { AUDIT_ACTIONS, auditActionLabel } from './auditActions';

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );

describe('the audit action catalogue', () => {
  it('names each action once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it.each(AUDIT_ACTIONS)('labels %s in English and isiZulu', (action) => {
    expect(lookup(englishMessages, auditActionLabel(action))).toEqual(expect.any(String));
    expect(lookup(zuluMessages, auditActionLabel(action))).toEqual(expect.any(String));
  });
});
