import { useGetList } from 'react-admin';

import { textOf } from './textOf';
import { REFERENCE_OPTIONS } from './timing';

export interface Option {
  value: string | number;
  label: string;
}

/**
 * The choices of another resource as key/value options (spec section 2): up to 100, searched
 * with the resource's search box when `search` is given.
 */
export function useReferenceOptions(
  resource: string,
  optionText: string,
  optionValue = 'id',
  search = '',
) {
  const { data, isPending, error } = useGetList<Record<string, unknown> & { id: never }>(
    resource,
    {
      pagination: { page: 1, perPage: REFERENCE_OPTIONS },
      sort: { field: optionText, order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    { placeholderData: (previous) => previous },
  );
  const options: Option[] = (data ?? []).flatMap((record) => {
    const value = record[optionValue];
    return typeof value === 'string' || typeof value === 'number'
      ? [{ value, label: textOf(record[optionText]) || String(value) }]
      : [];
  });
  return { options, isPending, error };
}
