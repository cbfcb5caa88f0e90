import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Show details": the detail table and, for graphs, the period's full history. */
export const DetailsSwitch = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(_, next) => onChange(next)} />}
      label={translate('portal.journey.show_details')}
    />
  );
};
