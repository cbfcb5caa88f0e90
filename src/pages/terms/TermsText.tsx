import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { englishMessages } from '../../../i18n/en';
import { formatLongDate } from '../../engine/formatDate';

type SectionKey = keyof (typeof englishMessages)['portal']['terms']['sections'];

/** The sections in reading order (the i18n files hold their titles and bodies). */
const SECTIONS: readonly SectionKey[] = [
  'about',
  'company',
  'privacy',
  'age',
  'account',
  'cookies',
  'security',
  'liability',
  'changes',
];

/** The day the terms were last changed (spec section 2), named in the reader's words. */
const TERMS_UPDATED = new Date(2022, 3, 27);

/** The age the terms ask users to confirm by accepting them (spec section 2). */
const MINIMUM_AGE_YEARS = 18;

/**
 * The terms and conditions (spec section 2): a South African company, POPIA, age 18 or over,
 * cookies, security and liability, last updated 27 April 2022. Headings start at `level`.
 */
export const TermsText = ({ level = 2 }: { level?: 2 | 3 }) => {
  const translate = useTranslate();
  const heading = level === 2 ? 'h2' : 'h3';
  return (
    <Box sx={{ '& p': { lineHeight: 1.7 }, maxWidth: '75ch' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('portal.terms.last_updated', {
          date: formatLongDate(TERMS_UPDATED, translate),
        })}
      </Typography>
      {SECTIONS.map((section) => (
        <Box component="section" key={section} sx={{ mb: 3 }}>
          <Typography variant="h6" component={heading} gutterBottom sx={{ fontWeight: 600 }}>
            {translate(`portal.terms.sections.${section}.title`)}
          </Typography>
          {translate(`portal.terms.sections.${section}.body`, { years: MINIMUM_AGE_YEARS })
            .split('\n\n')
            .map((paragraph) => (
              <Typography key={paragraph.slice(0, 24)} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
        </Box>
      ))}
    </Box>
  );
};
