import type { Attachment } from 'mailparser';
import { smtpServer } from './smtp-server';
import { createTestApp, type TestApp } from './test-app';

/** A received message, parsed: its text part (links, wording), its HTML part and its files. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
}

/**
 * A real SMTP server on a free local port (DESIGN.md §7: tests receive real SMTP). Pass `url`
 * as SMTP_URL to createTestApp; `mails` fills as messages arrive; `next()` waits for the next one.
 */
export async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  const server = smtpServer(({ to, raw, parsed }) => {
    const mail: ReceivedMail = {
      to,
      raw,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      attachments: parsed.attachments,
    };
    mails.push(mail);
    waiters.shift()?.(mail);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs the outbox's delivery, then takes the first mail to `address` (holding `containing` in its
 * text when given) off the list; throws when there is none. No waiting: delivery has finished.
 */
export async function takeMail(
  t: { deliver(): Promise<unknown> },
  smtp: { mails: ReceivedMail[] },
  address: string,
  containing?: string,
): Promise<ReceivedMail> {
  await t.deliver();
  const found = smtp.mails.find((m) => m.to.includes(address) && (!containing || m.text.includes(containing)));
  if (!found) throw new Error(`no mail to ${address}${containing ? ` containing ${containing}` : ''}`);
  smtp.mails.splice(smtp.mails.indexOf(found), 1);
  return found;
}

/**
 * A test app (`createTestApp`) that mails through a new SMTP server (`startSmtp`), its links on
 * `publicUrl`; `close()` closes the app, then the SMTP server.
 */
export async function createTestAppWithSmtp(publicUrl = 'https://portal.example'): Promise<{
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  close(): Promise<void>;
}> {
  const smtp = await startSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl });
  const close = async () => {
    await t.close();
    await smtp.close();
  };
  return { t, smtp, close };
}
