import TranslateIcon from '@mui/icons-material/Translate';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * Switches the language at once. react-admin's locale lives in its store, which the portal
 * backs with the stored settings, so the choice is saved as the `language` setting too.
 */
export const LanguagePicker = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();

  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={translate('portal.language.label')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      // '&&' outranks react-admin's theme rule that stretches text fields on small screens.
      sx={{ flexShrink: 0, '&&': { width: 'auto', minWidth: 140 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    >
      {locales.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code} lang={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
