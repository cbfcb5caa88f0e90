import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Alert, Box, Button, Card, CardContent, Fab, Stack, Typography, Zoom } from '@mui/material';
import { useRef } from 'react';
import { Title, useTranslate } from 'react-admin';

import { useShallowProfile } from '../../auth/useShallowProfile';
import { StatusBox } from '../../shared/StatusBox';
import { TermsText } from './TermsText';
import { useAcceptTerms } from './useAcceptTerms';
import { useInView } from './useInView';

/**
 * Spec section 2, tsncs (inside the layout): the terms with a scroll-down button and, for a user
 * who has not accepted them yet, Accept, which stores the fresh tokens and goes home.
 */
export const TermsPage = () => {
  const translate = useTranslate();
  const { profile } = useShallowProfile();
  const { accept, accepting, failure } = useAcceptTerms();
  const endRef = useRef<HTMLDivElement>(null);
  // The button hides once the end is on screen, so it never covers Accept.
  const atEnd = useInView(endRef);
  const mustAccept = profile?.hasAcceptedTerms === false;
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Title title="portal.terms.title" />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {translate('portal.terms.title')}
          </Typography>
          {mustAccept && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('portal.terms.intro')}
            </Typography>
          )}
          <TermsText />
          <Box ref={endRef} sx={{ scrollMarginBottom: 96 }}>
            {failure && <StatusBox variant="error" message={failure} />}
            {mustAccept ? (
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button
                  variant="contained"
                  size="large"
                  disabled={accepting}
                  onClick={() => void accept()}
                >
                  {translate('portal.terms.accept')}
                </Button>
              </Stack>
            ) : (
              profile && <Alert severity="success">{translate('portal.terms.accepted')}</Alert>
            )}
          </Box>
        </CardContent>
      </Card>
      <Zoom in={!atEnd}>
        <Fab
          color="primary"
          size="medium"
          aria-label={translate('portal.terms.scroll_down')}
          onClick={() => endRef.current?.scrollIntoView({ behavior: 'smooth', block: 'end' })}
          sx={{ position: 'fixed', right: { xs: 16, sm: 32 }, bottom: { xs: 16, sm: 32 } }}
        >
          <KeyboardArrowDown />
        </Fab>
      </Zoom>
    </Box>
  );
};
