import { globSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
// With its extension: Vite loads its config natively only where every relative import has one.
import { LOCAL_SERVER } from './scripts/support/postgres.js';

const unitTests = ['src', 'core', 'server', 'resources', 'machines', 'i18n', 'schemas', 'scripts'];

/** The API suite on one database: PGlite unless `env` names a PostgreSQL server. */
function apiProject(name: string, env: Record<string, string>): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      include: ['tests/api/**/*.test.ts', 'server/**/*.int.test.ts'],
      env,
      // Migrates one database per run that every test file's database is copied from.
      globalSetup: ['tests/api/support/globalSetup.ts'],
      // Each file builds its own app on its own database and nothing here mocks a module, so a
      // worker keeps the server's modules and compiled schemas from one file to the next rather
      // than importing and compiling them again for each (plugins/schemas.ts).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * Component test files that replace one of the app's modules with `vi.mock`, found by reading
 * them: a new one is kept apart without anyone listing it.
 */
const MOCKING_DOM_TESTS = globSync('src/**/*.test.tsx').filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

/** Component tests in jsdom. */
function domProject(
  name: string,
  test: { include?: string[]; exclude?: string[]; isolate?: boolean },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['src/test/setupDom.ts'],
      // A thread starts for less than a process: the same files in about 30 % less CPU.
      pool: 'threads',
      restoreMocks: true,
      unstubGlobals: true,
      // A rendered page with user events takes seconds on two busy cores; the tests check
      // behaviour, not time, so the limit only has to catch a hang.
      testTimeout: 30_000,
      ...test,
    },
  };
}

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: unitTests.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          // Plain functions and a few in-memory databases, nothing mocked: a worker keeps the
          // modules it imported for the next file. The component tests stay isolated: they mock
          // modules and keep the app's providers in module state.
          isolate: false,
          // A few unit files open an in-memory PGlite in a hook: its start-up takes over 10 s on
          // two busy cores, and the limit only has to catch a hang.
          hookTimeout: 60_000,
        },
      },
      domProject('dom', {
        exclude: MOCKING_DOM_TESTS,
        // A worker keeps React, MUI and react-admin imported from one file to the next, where
        // importing them again took more of the run than the tests themselves. Each file renders
        // into its own cleaned-up document, and spies and stubbed globals are put back after
        // every test.
        isolate: false,
      }),
      // A file that replaces a module has a worker of its own, so the replacement never reaches
      // another file.
      domProject('dom-mocking', { include: MOCKING_DOM_TESTS }),
      apiProject('api', {}),
      // The same suite on PostgreSQL, in the same run as the PGlite one (npm test): one pool
      // shares the two cores among both databases' files, so neither run idles while the
      // other finishes.
      apiProject('api-postgres', {
        TEST_POSTGRES_URL: process.env.API_POSTGRES_URL ?? LOCAL_SERVER,
      }),
      {
        extends: true,
        test: {
          // Real API processes on a PostgreSQL server of the suite's own, one file at a time.
          name: 'fault',
          environment: 'node',
          include: ['tests/fault/**/*.test.ts'],
          globalSetup: ['tests/fault/support/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
