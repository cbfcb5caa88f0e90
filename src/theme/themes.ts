import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

import { mergeOptions } from './mergeOptions';

/**
 * Calm light and dark themes for a health-care back office: a deep teal primary, a quiet blue
 * secondary, soft neutral surfaces. Every text/background pair meets WCAG AA (4.5:1).
 * Built on react-admin's defaults so its components keep their layout rules.
 */

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 600 },
    h2: { fontWeight: 600 },
    h3: { fontWeight: 600 },
    h4: { fontWeight: 600, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Whatever takes the keyboard's focus draws a ring in the primary colour (3:1 and more on
    // the page and the paper in both themes): a chip with a tooltip, a chart, a scrolling region
    // or a field, not only MUI's buttons, whose styles (Chip, InputBase) set outline 0. The
    // `html` prefix outranks those one-class rules; a component's own ring (a table row's,
    // the skip link's) is more specific still and stays.
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        'html :focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        // A chart takes the focus on a layer of its own over the drawing, whose inline style
        // says outline none: the ring goes inside it, where the card does not clip it.
        'html .MuiChartsSurface-root :focus-visible': {
          outline: `2px solid ${theme.palette.primary.main} !important`,
          outlineOffset: -2,
        },
      }),
    },
    // A long label (isiZulu's severity bands and flags run to three words) wraps inside its
    // box rather than running past a phone's panel or hiding its end behind an ellipsis.
    MuiChip: {
      styleOverrides: {
        root: { maxWidth: '100%', height: 'auto', minHeight: 32 },
        sizeSmall: { minHeight: 24 },
        label: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingBlock: 2 },
      },
    },
    MuiSelect: { styleOverrides: { select: { whiteSpace: 'normal' } } },
    // A visible focus on every control and focusable row (WCAG 2.4.7), not only MUI's focus
    // ripple, which some controls lack and which fades with reduced motion.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiTableRow: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
        }),
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
    // react-admin's skip link (the layout's first focusable element) draws the primary's
    // contrast text on the page background: white on near-white in the light theme.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.palette.primary.dark, opacity: 1 },
          '&:focus-visible': {
            outline: `3px solid ${theme.palette.text.primary}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    // Spec: required fields show a red asterisk. react-admin marks them with an aria-hidden
    // span after the label text; MUI's own `required` uses the asterisk slot.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& > span > span[aria-hidden="true"]': { color: theme.palette.error.main },
        }),
        asterisk: ({ theme }: { theme: Theme }) => ({
          color: theme.palette.error.main,
        }),
      },
    },
  },
};

export const lightTheme: RaThemeOptions = mergeOptions(defaultLightTheme, shared, {
  palette: {
    mode: 'light',
    primary: { main: '#2e7d6b', light: '#5fa897', dark: '#1f5a4d', contrastText: '#ffffff' },
    secondary: { main: '#4a6fa5', light: '#7b9bcc', dark: '#2f4f7f', contrastText: '#ffffff' },
    // MUI's orange (#ed6c02) and light blue (#0288d1) carry white text at 3.1 and 3.9:1 (the
    // journey's severity chips); these reach 4.5:1 with white and on the page background.
    warning: { main: '#a65100', light: '#ff9800', dark: '#7a3c00', contrastText: '#ffffff' },
    info: { main: '#01579b', light: '#03a9f4', dark: '#013f70', contrastText: '#ffffff' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#1b2a26', secondary: '#4a5b56' },
    divider: 'rgba(27, 42, 38, 0.12)',
  },
  components: {
    // A text or outlined button's hover tint on the page's grey leaves the primary at 4.34:1:
    // hovered, its label takes the darker shade.
    MuiButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.MuiButton-colorPrimary:not(.MuiButton-contained):hover': {
            color: theme.palette.primary.dark,
          },
        }),
      },
    },
    // A filled field's grey (6 % black) takes the label's main colours under 4.5:1 (primary
    // 4.32, error 4.37): its focused and invalid labels take the darker shade.
    MuiInputLabel: {
      styleOverrides: {
        filled: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focused': { color: theme.palette.primary.dark },
          '&.Mui-error': { color: theme.palette.error.dark },
        }),
      },
    },
  },
});

export const darkTheme: RaThemeOptions = mergeOptions(defaultDarkTheme, shared, {
  palette: {
    mode: 'dark',
    primary: { main: '#72c9b3', light: '#a3e0d0', dark: '#3f9d86', contrastText: '#0b1f1a' },
    secondary: { main: '#9db8e0', light: '#c6d6ee', dark: '#6d8cbf', contrastText: '#0f1a2a' },
    // MUI's dark red (#f44336) is 4.48:1 on the paper: Denied, Decline and field errors need 4.5.
    error: { main: '#f28b82', light: '#f6aea9', dark: '#e0564b', contrastText: '#1b0f0e' },
    background: { default: '#0f1614', paper: '#17211e' },
    text: { primary: '#e4ece9', secondary: '#a9bab5' },
    divider: 'rgba(228, 236, 233, 0.12)',
  },
});
