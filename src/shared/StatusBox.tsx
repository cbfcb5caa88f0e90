import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type StatusVariant = 'error' | 'warning' | 'info' | 'success';

export interface StatusBoxProps {
  variant?: StatusVariant;
  /** A message or i18n key; defaults to the translated variant name (spec section 2). */
  title?: string;
  /** A server text or an i18n key. */
  message?: string;
  /** Shown as a Retry button on errors only. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** Spec section 2, status box: a titled message, with a retry button for errors. */
export const StatusBox = ({
  variant = 'info',
  title,
  message,
  onRetry,
  children,
}: StatusBoxProps) => {
  const translate = useTranslate();
  const retry =
    variant === 'error' && onRetry ? (
      <Button color="inherit" size="small" onClick={onRetry}>
        {translate('portal.shared.status.retry')}
      </Button>
    ) : undefined;
  return (
    <Alert severity={variant} action={retry} sx={{ alignItems: 'flex-start' }}>
      <AlertTitle>
        {title ? translate(title, { _: title }) : translate(`portal.shared.status.${variant}`)}
      </AlertTitle>
      {message !== undefined && translate(message, { _: message })}
      {children}
    </Alert>
  );
};
