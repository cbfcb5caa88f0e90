import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A panel's labelled switch: "Show details" (the detail table and, for graphs, the period's full
 * history) or "View as table" (the chart's points as an accessible table instead of the drawing).
 */
export const PanelSwitch = ({
  label,
  checked,
  onChange,
}: {
  /** An i18n key. */
  label: 'portal.journey.show_details' | 'portal.journey.view_as_table';
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(_, next) => onChange(next)} />}
      label={translate(label)}
    />
  );
};
