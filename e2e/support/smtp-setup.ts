import { appendFileSync, rmSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailFile } from './mail';

/**
 * Playwright global setup: a real SMTP server (DESIGN.md §7) that the app's SMTP_URL points to
 * (playwright.config.ts). Each received mail is appended to a file the tests read (support/mail.ts).
 * Returns the teardown.
 */
export default async function smtpSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const file = mailFile(port);
  rmSync(file, { force: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        simpleParser(raw).then((parsed) => {
          appendFileSync(file, `${JSON.stringify({ to, text: parsed.text ?? '', raw })}\n`);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    // Later errors (a client dropping its connection) must not crash the run; they are ignored.
    server.on('error', (err: Error) => reject(new Error(`e2e SMTP server on ${port}: ${err.message}`)));
    server.listen(port, '127.0.0.1', resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(file, { force: true });
  };
}
