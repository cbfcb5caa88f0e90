import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { loadMessages } from '../i18n/languageMessages';

// Pages load lazily, and on two busy cores a first import can take seconds: waits for what a
// page shows get longer than Testing Library's 1 s default (a failure still fails, later).
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => {
  cleanup();
});

// The admin has every message of its language (shell/PortalRoot); tests render pages at once.
await Promise.all([loadMessages('en'), loadMessages('zu')]);
