import { Box, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

import type { OutcomeFilters } from './useOutcomes';

interface Named {
  id: number;
  name: string;
}
interface CaseManagerOption {
  id: string | number;
  uuid: string;
  fullName: string | null;
  email: string;
}

const FIRST_PAGE = { pagination: { page: 1, perPage: 100 } };

/**
 * The report's filters: the months of discharge, company and course, and for administrators a
 * case manager. Each change is written to the page's address.
 */
export const OutcomeFiltersBar = ({
  filters,
  defaults,
  onChange,
  isAdmin,
}: {
  filters: OutcomeFilters;
  /** The period the report answered, shown while the address names none. */
  defaults: { from: string; to: string };
  onChange: (filters: OutcomeFilters) => void;
  isAdmin: boolean;
}) => {
  const translate = useTranslate();
  const companies = useGetList<Named>('companies', FIRST_PAGE).data ?? [];
  const courses = useGetList<Named>('courses', FIRST_PAGE).data ?? [];
  const caseManagers =
    useGetList<CaseManagerOption>('case-managers', FIRST_PAGE, { enabled: isAdmin }).data ?? [];
  const set = (name: keyof OutcomeFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value || undefined });
  const any = <MenuItem value="">{translate('portal.outcomes.filters.any')}</MenuItem>;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        {translate('portal.outcomes.filters.title')}
      </legend>
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          type="month"
          size="small"
          label={translate(`portal.outcomes.filters.${name}`)}
          value={filters[name] ?? defaults[name]}
          onChange={set(name)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 170 }}
        />
      ))}
      <TextField
        select
        size="small"
        label={translate('portal.outcomes.filters.company')}
        value={filters.company ?? ''}
        onChange={set('company')}
        sx={{ minWidth: 170 }}
      >
        {any}
        {companies.map((company) => (
          <MenuItem key={company.id} value={String(company.id)}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('portal.outcomes.filters.course')}
        value={filters.course ?? ''}
        onChange={set('course')}
        sx={{ minWidth: 170 }}
      >
        {any}
        {courses.map((course) => (
          <MenuItem key={course.id} value={String(course.id)}>
            {course.name}
          </MenuItem>
        ))}
      </TextField>
      {isAdmin && (
        <TextField
          select
          size="small"
          label={translate('portal.outcomes.filters.case_manager')}
          value={filters.caseManager ?? ''}
          onChange={set('caseManager')}
          sx={{ minWidth: 200 }}
        >
          {any}
          {caseManagers.map((cm) => (
            <MenuItem key={cm.uuid} value={cm.uuid}>
              {cm.fullName || cm.email}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
};
