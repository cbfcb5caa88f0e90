import { describe, expect, it } from 'vitest';
import { bearsMetricsToken } from './metricsToken';

const TOKEN = 'scraper-token';

describe('bearsMetricsToken', () => {
  it.each([
    'Bearer scraper-token',
    'bearer scraper-token',
    'BEARER scraper-token',
    'Bearer  scraper-token',
  ])('takes %j: the scheme is case-insensitive', (header) => {
    expect(bearsMetricsToken(header, TOKEN)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'scraper-token',
    'Basic scraper-token',
    'Bearer scraper-token2',
    'Bearer scraper',
  ])('refuses %j', (header) => {
    expect(bearsMetricsToken(header, TOKEN)).toBe(false);
  });
});
