import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Panel colours chosen for its text at AA contrast in both modes; shapes are soft tints. */
const PANEL = {
  light: { top: '#1f5a4d', bottom: '#2e7d6b', text: '#ffffff', shape: '#ffffff' },
  dark: { top: '#0d2823', bottom: '#153d35', text: '#f0f7f4', shape: '#72c9b3' },
};

/**
 * The calm, abstract side panel of the login page: rolling hills, a low sun and a dotted path
 * (the journey the portal follows). Drawn inline so it needs no image request and follows the
 * theme; decorative, so hidden from assistive technology apart from its text.
 */
export const LoginIllustration = () => {
  const translate = useTranslate();
  const colors = PANEL[useTheme().palette.mode];

  // A landmark of its own (complementary), so no text of the page sits outside one.
  return (
    <Box
      component="aside"
      aria-label={translate('portal.login.panel_title')}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'flex-start',
        p: { md: 6, lg: 8 },
        color: colors.text,
        background: `linear-gradient(180deg, ${colors.top} 0%, ${colors.bottom} 100%)`,
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 600 800"
        preserveAspectRatio="xMidYMax slice"
        aria-hidden="true"
        focusable="false"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      >
        <g fill={colors.shape}>
          <circle cx="430" cy="380" r="120" opacity="0.07" />
          <circle cx="430" cy="380" r="76" opacity="0.12" />
          <circle cx="430" cy="380" r="44" opacity="0.16" />
          <path d="M0 560 C150 500 300 620 600 530 L600 800 L0 800 Z" opacity="0.06" />
          <path d="M0 640 C200 570 380 700 600 610 L600 800 L0 800 Z" opacity="0.09" />
          <path d="M0 720 C180 670 420 770 600 690 L600 800 L0 800 Z" opacity="0.13" />
          <circle cx="120" cy="470" r="6" opacity="0.35" />
          <circle cx="540" cy="250" r="4" opacity="0.35" />
          <circle cx="250" cy="420" r="4" opacity="0.3" />
        </g>
        <path
          d="M70 760 C150 690 250 720 310 650 S430 560 470 500"
          fill="none"
          stroke={colors.text}
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="1 16"
          opacity="0.7"
        />
        <circle cx="470" cy="500" r="10" fill={colors.text} opacity="0.9" />
      </Box>
      <Box sx={{ position: 'relative', maxWidth: 560 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, mb: 1.5 }}>
          {translate('portal.login.panel_title')}
        </Typography>
        <Typography variant="body1" sx={{ opacity: 0.9, fontSize: '1.05rem' }}>
          {translate('portal.login.panel_text')}
        </Typography>
      </Box>
    </Box>
  );
};
