import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../../test/renderWithAdmin';
import { JOURNEY_SECTIONS, sectionId } from '../sections';
import { JourneyToc } from './JourneyToc';

describe('JourneyToc', () => {
  it('lists every section, highlights the first, and scrolls to a clicked one', async () => {
    const scrolled: string[] = [];
    renderWithAdmin(
      <>
        <JourneyToc />
        {JOURNEY_SECTIONS.map((section) => (
          <section key={section} id={sectionId(section)} />
        ))}
      </>,
    );
    for (const section of JOURNEY_SECTIONS) {
      const element = document.getElementById(sectionId(section))!;
      element.scrollIntoView = vi.fn(() => scrolled.push(element.id));
    }
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(nav.querySelectorAll('a')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Anxiety scale GAD-7' }));
    expect(scrolled).toEqual(['journey-gad7']);
    expect(screen.getByRole('link', { name: 'Anxiety scale GAD-7' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.getByRole('link', { name: 'Sessions' })).not.toHaveAttribute('aria-current');
  });
});
