import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "View as table": the chart's points as an accessible table instead of the drawing. */
export const ChartTableSwitch = ({
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
      label={translate('portal.journey.view_as_table')}
    />
  );
};
