import Check from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { landmarkOf } from '../shared/landmarkOf';

/**
 * The top bar's language switch: a compact button with the current language's code that
 * opens the list of languages, each named in its own language.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // Named "Language: EN", so the name holds the code it shows (WCAG 2.5.3).
        aria-label={`${translate('portal.language.label')}: ${locale.toUpperCase()}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, fontWeight: 600 }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu
        anchorEl={anchor}
        container={landmarkOf(anchor, 'header')}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {locales.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setLocale(code);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{code === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
