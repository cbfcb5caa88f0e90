import { useTranslate } from 'react-admin';

import { DESIGNATION_LABELS } from '../../../../core/storedValues';

/**
 * A designation as the reader sees it and as the API stores it: the default ones ("Case
 * manager", "OT") are stored in English and shown in the reader's language; one someone typed is
 * both as typed. `stored` turns a shown default back into its stored value.
 */
export function useDesignationLabel() {
  const translate = useTranslate();
  const label = (value: string): string => {
    const key = DESIGNATION_LABELS[value];
    return key ? translate(key) : value;
  };
  const stored = (text: string): string =>
    Object.keys(DESIGNATION_LABELS).find((value) => label(value) === text) ?? text;
  return { label, stored };
}
