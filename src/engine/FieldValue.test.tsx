import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { chargeBasicInfo } from '../../resources/charges';
import { companyMates } from '../../resources/companyMates';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { FieldValue } from './FieldValue';

const gender = chargeBasicInfo.find((column) => column.field === 'gender');
const designation = companyMates.columns.find((column) => column.field === 'designation');

describe('FieldValue: stored values in the reader’s language (issue 18)', () => {
  it.each([
    ['en', 'Female', englishMessages.portal.enumerations.gender.female],
    ['zu', 'Female', zuluMessages.portal.enumerations.gender.female],
    ['zu', 'Male', zuluMessages.portal.enumerations.gender.male],
    ['zu', 'Non-binary', 'Non-binary'],
  ] as const)('shows the gender %s %s as %s', (locale, value, shown) => {
    renderWithAdmin(<FieldValue column={gender!} record={{ gender: value }} />, { locale });
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows the default designations translated and a typed one as typed', () => {
    renderWithAdmin(
      <>
        <p>
          <FieldValue column={designation!} record={{ designation: 'Case manager' }} />
        </p>
        <p>
          <FieldValue column={designation!} record={{ designation: 'OT' }} />
        </p>
        <p>
          <FieldValue column={designation!} record={{ designation: 'Social worker' }} />
        </p>
      </>,
      { locale: 'zu' },
    );
    expect(
      screen.getByText(zuluMessages.portal.enumerations.designation.case_manager),
    ).toBeInTheDocument();
    expect(screen.getByText(zuluMessages.portal.enumerations.designation.ot)).toBeInTheDocument();
    expect(screen.getByText('Social worker')).toBeInTheDocument();
  });
});
