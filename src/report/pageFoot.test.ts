import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { cssContent, pageNumberContent } from './pageFoot';

const translator =
  (template: string) =>
  (_key: string, values: Record<string, string>): string =>
    template.replace('%{page}', values.page ?? '').replace('%{pages}', values.pages ?? '');

describe('pageNumberContent', () => {
  it('puts the page counters where the messages put the numbers, in both languages', () => {
    expect(pageNumberContent(translator(englishMessages.portal.report.page_number))).toBe(
      '"Page " counter(page) " of " counter(pages)',
    );
    expect(pageNumberContent(translator(zuluMessages.portal.report.page_number))).toBe(
      '"Ikhasi " counter(page) " kwangu-" counter(pages)',
    );
  });

  it('escapes quotes and backslashes', () => {
    expect(cssContent('Printed "now" \\ then')).toBe('"Printed \\"now\\" \\\\ then"');
  });
});
