import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromAjv } from './fieldErrors';
import { validators } from './generated/validators';
import { schemaFormats } from './schemaFormats';

const ajv = new Ajv2020({ formats: schemaFormats });
const valid = (format: string, text: string) => ajv.validate({ type: 'string', format }, text);

describe('schema formats', () => {
  it('takes the days and instants PostgreSQL stores, not year 0', () => {
    expect(valid('date', '0001-01-01')).toBe(true);
    expect(valid('date', '9999-12-31')).toBe(true);
    expect(valid('date', '2024-02-29')).toBe(true);
    expect(valid('date', '0000-01-01')).toBe(false);
    expect(valid('date', '2023-02-29')).toBe(false);
    expect(valid('date', '10000-01-01')).toBe(false);
    expect(valid('date', '-0001-01-01')).toBe(false);
    expect(valid('date-time', '2026-11-29T08:00:00Z')).toBe(true);
    expect(valid('date-time', '0000-12-31T23:00:00Z')).toBe(false);
  });

  it('keeps every other format of ajv-formats', () => {
    expect(valid('email', 'ann@example.org')).toBe(true);
    expect(valid('email', 'ann')).toBe(false);
    expect(valid('uri', 'https://example.org/')).toBe(true);
  });

  it("is what the browser's generated validators check, with the server's message", async () => {
    const validate = await validators['access-code-create.json']!();
    expect(validate({ code: 'EDGE-1', created_for: 1, assigned_at: '2026-11-29T08:00:00Z' })).toBe(
      true,
    );
    expect(validate({ code: 'EDGE-1', created_for: 1, assigned_at: '0000-06-01T00:00:00Z' })).toBe(
      false,
    );
    expect(fieldErrorsFromAjv(validate.errors ?? [])).toEqual({
      assigned_at: { key: 'portal.validation.invalid' },
    });
  });
});
