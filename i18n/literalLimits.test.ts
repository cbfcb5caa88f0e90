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
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|fourteen|eighteen|twenty[- ]four|thirty)[ -](second|minute|hour|day|character|year)s?\b/i,
  /\b(\d+|seven|thirty) and (\d+|seven|thirty) days\b/i,
  /\b(imizuzwana|ngemizuzwana|imizuzu|umzuzu|komzuzu|kwemizuzu|amahora|emahoreni|ihora|izinsuku|nezinsuku|ezinsukwini|izinhlamvu|nezinhlamvu|iminyaka|neminyaka|uneminyaka)\s+\S*\d/i,
  /\b(ngemizuzwana|nezingu|nezingama|okungenani eyi)-?\d/i,
  /\b(ihora|komzuzu|umzuzu|usuku) (elilodwa|owodwa|olulodwa)\b/i,
  // The scored questionnaires' answer and total ranges and their healthy range (journey.info).
  /answered 0 to \d|total runs from 0 to \d|below \d+ is the healthy|ngo-0 kuya ku-\d|Isamba sisuka ku-0 siye ku-\d|ngaphansi kuka-\d+ kusebangeni/i,
];

describe.each([
  ['en', englishMessages],
  ['zu', zuluMessages],
])('%s messages', (_language, messages) => {
  it('state no lifetime or limit of their own: each interpolates the constant that enforces it', () => {
    const literal = flatten(messages).filter(([, text]) =>
      LITERAL_LIMITS.some((pattern) => pattern.test(text)),
    );
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
    'a new one every 30 seconds',
    'You must be 18 years or older',
    'over the last 7 and 30 days',
    'Last 30 days',
    'Kufanele ube neminyaka eyi-18 noma ngaphezulu',
    'konke kanye nezinsuku ezi-7 nezingama-30 ezedlule',
    'Izinsuku ezingama-30 ezedlule',
    'entsha njalo ngemizuzwana engu-30',
  ])('finds %s', (text) => {
    expect(LITERAL_LIMITS.some((pattern) => pattern.test(text))).toBe(true);
  });
});
