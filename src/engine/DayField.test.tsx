import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { TimeZoneContext } from '../shared/TimeZoneContext';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DayField } from './DayField';

/** The form's value, as a page would send it. */
const Value = () => {
  const value: unknown = useWatch({ name: 'born' });
  return <output aria-label="value">{JSON.stringify(value ?? null)}</output>;
};

// Far from any browser's zone: a day read on the browser's calendar would be another one here.
const renderField = (timeZone: string) =>
  renderWithAdmin(
    <TimeZoneContext.Provider value={timeZone}>
      <Form record={{ born: '2020-04-27' }}>
        <DayField source="born" label="Born" name="Born" />
        <Value />
      </Form>
    </TimeZoneContext.Provider>,
  );

describe('the date field of a generated form', () => {
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'keeps the day typed key by key, on the calendar of %s',
    async (timeZone) => {
      renderField(timeZone);
      const input = screen.getByRole('textbox', { name: 'Born' });
      expect(input).toHaveValue('2020/04/27');
      await userEvent.clear(input);
      await userEvent.type(input, '2024-01-02');
      expect(input).toHaveValue('2024-01-02');
      expect(screen.getByLabelText('value')).toHaveTextContent('"2024-01-02"');

      await userEvent.clear(input);
      await userEvent.type(input, '2024/12/31');
      expect(input).toHaveValue('2024/12/31');
      expect(screen.getByLabelText('value')).toHaveTextContent('"2024-12-31"');
    },
  );

  it('keeps a text half typed as it is, to be called invalid, not read as some date', async () => {
    renderField('Africa/Johannesburg');
    const input = screen.getByRole('textbox', { name: 'Born' });
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    expect(input).toHaveValue('2');
    expect(screen.getByLabelText('value')).toHaveTextContent('"2"');
  });
});
