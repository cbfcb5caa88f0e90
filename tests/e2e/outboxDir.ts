/**
 * Where the e2e server writes the mails it sends (`MAIL_OUTBOX_DIR`): beside its data directory,
 * emptied on each start. Suites read links and codes there, as a person reads their inbox; the
 * Mails page shows only a mask where a code goes.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.test-artifacts/e2e-data';
export const E2E_OUTBOX_DIR = `${E2E_DATA_DIR}-outbox`;
