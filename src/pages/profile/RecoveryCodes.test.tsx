import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../../test/renderWithAdmin';
import { RecoveryCodes, recoveryCodesText } from './RecoveryCodes';

const CODES = ['AAAA111111', 'BBBB222222'];

describe('RecoveryCodes', () => {
  it('lists the codes and copies them, one per line', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithAdmin(<RecoveryCodes codes={CODES} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the codes' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('AAAA111111\nBBBB222222\n');
    expect(screen.getByRole('status')).toHaveTextContent('Recovery codes copied');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithAdmin(<RecoveryCodes codes={CODES} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the codes' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('download the codes');
  });

  it('writes the same text into the downloaded file', () => {
    expect(recoveryCodesText(CODES)).toBe('AAAA111111\nBBBB222222\n');
  });
});
