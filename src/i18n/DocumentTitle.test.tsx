import { screen, waitFor } from '@testing-library/react';
import { Title, TitlePortal, useSetLocale } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DocumentTitle } from './DocumentTitle';

const SwitchToZulu = () => {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => setLocale('zu')}>
      zu
    </button>
  );
};

describe('DocumentTitle', () => {
  it('names the page and the portal in the reader’s language, and follows a change of language', async () => {
    renderWithAdmin(
      <>
        <TitlePortal />
        <Title title="portal.profile.title" />
        <DocumentTitle />
        <SwitchToZulu />
      </>,
    );
    const english = `${englishMessages.portal.profile.title} · ${englishMessages.portal.app.name}`;
    await waitFor(() => expect(document.title).toBe(english));
    expect(document.documentElement.lang).toBe('en');
    screen.getByRole('button', { name: 'zu' }).click();
    const zulu = `${zuluMessages.portal.profile.title} · ${zuluMessages.portal.app.name}`;
    await waitFor(() => expect(document.title).toBe(zulu));
    expect(document.documentElement.lang).toBe('zu');
  });

  it('names a page outside the layout by its heading', async () => {
    renderWithAdmin(
      <>
        <h1>{zuluMessages.portal.login.title}</h1>
        <DocumentTitle />
      </>,
      { locale: 'zu' },
    );
    await waitFor(() =>
      expect(document.title).toBe(
        `${zuluMessages.portal.login.title} · ${zuluMessages.portal.app.name}`,
      ),
    );
  });
});
