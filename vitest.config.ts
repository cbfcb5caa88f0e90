import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const unitTests = ['src', 'core', 'server', 'resources', 'machines', 'i18n', 'schemas', 'scripts'];

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
          // A few unit files open an in-memory PGlite in a hook: its start-up takes over 10 s on
          // two busy cores, and the limit only has to catch a hang.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setupDom.ts'],
          // A rendered page with user events takes seconds on two busy cores; the tests check
          // behaviour, not time, so the limit only has to catch a hang.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.int.test.ts'],
          // Migrates one database per run that every test file's database is copied from.
          globalSetup: ['tests/api/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
