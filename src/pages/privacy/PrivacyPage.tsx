import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import type { englishMessages } from '../../../i18n/en';
import { formatLongDate } from '../../engine/formatDate';
import { LanguagePicker } from '../../i18n/LanguagePicker';

type SectionKey = keyof (typeof englishMessages)['portal']['privacy']['sections'];

/** The sections in reading order (the i18n files hold their titles and bodies). */
const SECTIONS: readonly SectionKey[] = [
  'who',
  'what',
  'why',
  'who_sees',
  'keeping',
  'security',
  'rights',
];

/**
 * The privacy notice, public: the login page's Privacy policy link opens it without signing in
 * (the terms, inside the app, need a session). In the reader's language, with the switch.
 */
/** The day the policy was last changed, named in the reader's words. */
const PRIVACY_UPDATED = new Date(2026, 10, 23);

export const PrivacyPage = () => {
  const translate = useTranslate();
  const title = translate('portal.privacy.title');
  return (
    <Box component="main" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Card variant="outlined" sx={{ maxWidth: 880, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mb: 1 }}>
            <Link component={RouterLink} to="/login" variant="body2">
              {translate('portal.privacy.back_to_login')}
            </Link>
            <LanguagePicker />
          </Stack>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('portal.privacy.last_updated', {
              date: formatLongDate(PRIVACY_UPDATED, translate),
            })}
          </Typography>
          <Box sx={{ '& p': { lineHeight: 1.7 }, maxWidth: '75ch' }}>
            {SECTIONS.map((section) => (
              <Box component="section" key={section} sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
                  {translate(`portal.privacy.sections.${section}.title`)}
                </Typography>
                {translate(`portal.privacy.sections.${section}.body`)
                  .split('\n\n')
                  .map((paragraph) => (
                    <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
                      {paragraph}
                    </Typography>
                  ))}
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
