import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { chargeBasicInfo } from '../../resources/charges';
import { auditLog } from '../../resources/auditLog';
import { companyMates } from '../../resources/companyMates';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { FieldValue } from './FieldValue';

const gender = chargeBasicInfo.find((column) => column.field === 'gender');
const designation = companyMates.columns.find((column) => column.field === 'designation');

describe('FieldValue: stored values in the reader’s language', () => {
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

describe('FieldValue: a record key as a link to its page', () => {
  const record = auditLog.columns.find((column) => column.field === 'record')!;

  it.each([
    ['mail', '12', '/emails/12'],
    ['issue', 'a1b2', '/feedback/issues/a1b2'],
    ['user', 'c3d4', '/users/accounts/c3d4'],
    ['access_code', '7', '/access-codes/7'],
  ])('links a %s entry to its page', (recordType, key, path) => {
    renderWithAdmin(<FieldValue column={record} record={{ recordType, record: key }} />);
    expect(screen.getByRole('link', { name: key })).toHaveAttribute('href', path);
  });

  it('shows a key without a page (an exported list) as text', () => {
    renderWithAdmin(
      <FieldValue column={record} record={{ recordType: 'list', record: 'charges' }} />,
    );
    expect(screen.getByText('charges')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the record by its label, linked by its key', () => {
    const uuid = '5f0c1e2a-9b7d-4c3e-8a1f-2b3c4d5e6f70';
    const label = 'Thandi Records · thandi@example.org';
    renderWithAdmin(
      <FieldValue
        column={record}
        record={{ recordType: 'user', record: uuid, recordLabel: label }}
      />,
    );
    expect(screen.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      `/users/accounts/${uuid}`,
    );
    expect(screen.queryByText(uuid)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'access_code', 'revoked', 'GONE-0042 (revoked)'],
    ['en', 'user', 'deleted', 'thandi@example.org (deleted)'],
    ['zu', 'access_code', 'revoked', 'GONE-0042 (ihoxisiwe)'],
  ] as const)(
    'in %s, says a %s record is %s instead of linking to a page not there',
    (locale, recordType, recordState, shown) => {
      const recordLabel = recordType === 'user' ? 'thandi@example.org' : 'GONE-0042';
      const { container } = renderWithAdmin(
        <FieldValue
          column={record}
          record={{ recordType, record: '7', recordLabel, recordState }}
        />,
        { locale },
      );
      expect(container).toHaveTextContent(shown);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );
});
