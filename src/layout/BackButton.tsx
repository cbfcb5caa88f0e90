import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, type ButtonProps } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';

export interface BackButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Where to go; without it, one step back in history (spec section 2). */
  to?: string;
  /** An i18n key; defaults to "Back". */
  label?: string;
}

export const BackButton = ({ to, label = 'portal.shell.back', ...rest }: BackButtonProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button
      startIcon={<ArrowBack />}
      onClick={() => {
        if (to === undefined) {
          navigate(-1);
        } else {
          navigate(to);
        }
      }}
      {...rest}
    >
      {translate(label)}
    </Button>
  );
};
