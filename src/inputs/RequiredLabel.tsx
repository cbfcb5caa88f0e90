import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A field label with the spec's red required asterisk drawn by CSS, not written as text.
 *
 * Why: react-admin writes the asterisk into the label text ("Password *"), so the label no
 * longer reads exactly as the field's name for tools that match it (Playwright's getByLabel,
 * password managers). The `/ ""` alternative keeps screen readers from announcing "star"; pair
 * it with `aria-required` on the input (see `requiredInputProps`).
 */
export const RequiredLabel = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ '&::after': { content: '"\\2009*" / ""', color: 'error.main' } }}>
      {translate(label, { _: label })}
    </Box>
  );
};

/** Marks the input itself as required for assistive technology, without native validation. */
export const requiredInputProps = { htmlInput: { 'aria-required': true } } as const;
