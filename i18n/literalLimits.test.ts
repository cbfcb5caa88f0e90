import { describe, expect, it } from 'vitest';

import { englishMessages } from './en';
import { zuluMessages } from './zu';

type Tree = { [key: string]: Tree | string };

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree as Tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** A number of minutes, hours, days or characters written out, in either language. */
const LITERAL_LIMITS = [
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|fourteen|twenty[- ]four)[ -](minute|hour|day|character)s?\b/i,
  /\b(imizuzu|umzuzu|komzuzu|kwemizuzu|amahora|emahoreni|ihora|izinsuku|ezinsukwini|izinhlamvu|nezinhlamvu)\s+\S*\d/i,
  /\b(ihora|komzuzu|umzuzu|usuku) (elilodwa|owodwa|olulodwa)\b/i,
  // The scored questionnaires' answer and total ranges and their healthy range (journey.info).
  /answered 0 to \d|total runs from 0 to \d|below \d+ is the healthy|ngo-0 kuya ku-\d|Isamba sisuka ku-0 siye ku-\d|ngaphansi kuka-\d+ kusebangeni/i,
];

/**
 * Named periods, not limits: the number is the period's name in the API and the list filters
 * (`last7Days`, `last30Days`, `last_6_months`), as the key says.
 */
const NAMED_PERIODS = [
  'portal.journey.info.meditations',
  'portal.journey.meditations.last7',
  'portal.journey.meditations.last30',
  'portal.journey.sessions.last7',
  'portal.journey.sessions.last30',
];

describe.each([
  ['en', englishMessages],
  ['zu', zuluMessages],
])('%s messages', (_language, messages) => {
  it('state no lifetime or limit of their own: each interpolates the constant that enforces it', () => {
    const literal = flatten(messages)
      .filter(([key]) => !NAMED_PERIODS.includes(key))
      .filter(([, text]) => LITERAL_LIMITS.some((pattern) => pattern.test(text)));
    expect(literal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('the literal check', () => {
  it.each([
    'The link is valid for 24 hours.',
    'within one hour',
    'Wait 15 minutes',
    'At least 12 characters',
    'Isimemo sisebenza izinsuku eziyi-14.',
    'kungakapheli ihora elilodwa',
    'The total runs from 0 to 24; below 10 is the healthy range.',
  ])('finds %s', (text) => {
    expect(LITERAL_LIMITS.some((pattern) => pattern.test(text))).toBe(true);
  });
});
