import { startSmtpSink } from '../fault/support/smtpSink';

/**
 * The end-to-end server's SMTP server (playwright.config.ts starts it before the API): the mail
 * worker delivers there, so a resent mail really leaves and becomes sent. It is the network
 * edge, as in the fault suite; it keeps nothing beyond the run.
 */
const port = Number(process.env.SMTP_SINK_PORT);
const sink = await startSmtpSink(port);
console.log(`SMTP sink on ${sink.url}`);
process.on('SIGTERM', () => void sink.close().then(() => process.exit(0)));
process.on('SIGINT', () => void sink.close().then(() => process.exit(0)));
