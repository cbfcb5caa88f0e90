import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** "12 / 256" under a field: the characters typed against the limit. */
export const CharCounter = ({ source, max }: { source: string; max: number }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <span data-testid={`${source}-counter`}>
      {translate('portal.issues.create.counter', { count, max })}
    </span>
  );
};
