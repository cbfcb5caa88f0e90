import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * MUI's own words (an autocomplete's Open, Close and Clear buttons, its empty and loading
 * texts, an alert's Close) in the reader's language. MUI ships no isiZulu locale, so they come
 * from our messages, set as the components' default props under the current theme.
 */
export const MuiTexts = ({ children }: { children: ReactNode }) => {
  const outer = useTheme();
  const translate = useTranslate();
  const theme = useMemo<Theme>(() => {
    const say = (key: string) => translate(`portal.shared.mui.${key}`);
    const components = outer.components ?? {};
    return {
      ...outer,
      components: {
        ...components,
        MuiAutocomplete: {
          ...components.MuiAutocomplete,
          defaultProps: {
            ...components.MuiAutocomplete?.defaultProps,
            openText: say('open'),
            closeText: say('close'),
            clearText: say('clear'),
            noOptionsText: translate('portal.list.nothing_found'),
            loadingText: say('loading'),
          },
        },
        MuiAlert: {
          ...components.MuiAlert,
          defaultProps: { ...components.MuiAlert?.defaultProps, closeText: say('close') },
        },
      },
    };
  }, [outer, translate]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
