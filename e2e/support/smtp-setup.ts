import { appendFileSync, rmSync } from 'node:fs';
import { smtpServer } from '../../apps/api/src/test/smtp-server';
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
  const server = smtpServer(({ to, raw, parsed }) => {
    const mail = { to: to.map((address) => address.toLowerCase()), text: parsed.text ?? '', raw };
    appendFileSync(file, `${JSON.stringify(mail)}\n`);
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
