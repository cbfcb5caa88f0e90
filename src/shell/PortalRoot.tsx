import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { loadOnFirstUse } from '../app/loadOnFirstUse';
import { loadMessages } from '../i18n/languageMessages';
import type { Providers } from '../providers';
import { readSettings } from '../settings/settingsStorage';
import { LoginShell } from './LoginShell';

/** The admin, and every message of the reader's language (the shell has its login page's). */
const App = loadOnFirstUse(
  async () => (await Promise.all([import('../App'), loadMessages(readSettings().language)]))[0].App,
  null,
);

export const LOGIN_PATH = '/login';

/** The reader starting to type or tap: the moment to fetch the admin behind the login page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The portal's first paint: a visit that opens on the login page gets a light shell
 * (the login page with the providers, no react-admin layout, lists or forms), and the admin is
 * fetched while the reader fills the form and rendered on sign-in. Any other first page, and
 * every page after the admin has been shown once (a later sign-out lands on the admin's own
 * login page, the same component), is the admin.
 */
export const PortalRoot = ({ providers }: { providers: Providers }) => {
  const { pathname } = useLocation();
  const [adminShown, setAdminShown] = useState(false);
  const shell = !adminShown && pathname === LOGIN_PATH;
  if (!shell && !adminShown) {
    // Once shown, the admin stays: React's update during render, before anything is painted.
    setAdminShown(true);
  }

  useEffect(() => {
    if (!shell) {
      return undefined;
    }
    const prefetch = () => {
      for (const type of INTERACTIONS) {
        document.removeEventListener(type, prefetch, true);
      }
      void App.preload();
    };
    for (const type of INTERACTIONS) {
      document.addEventListener(type, prefetch, true);
    }
    return prefetch;
  }, [shell]);

  if (shell) {
    return <LoginShell providers={providers} />;
  }
  return <App providers={providers} />;
};
