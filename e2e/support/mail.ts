import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A mail the e2e SMTP server received (support/smtp-setup.ts): its text part, parsed by mailparser. */
export interface StoredMail {
  to: string[];
  text: string;
  raw: string;
}

/** The port of the e2e SMTP server: E2E_SMTP_PORT, else the app's port + 1100 (each parallel run keeps its own). */
export function smtpPort(appPort: number): number {
  return Number(process.env.E2E_SMTP_PORT ?? appPort + 1100);
}

/** The JSON-lines file the SMTP server of a run appends to. */
export function mailFile(port: number): string {
  return path.join(tmpdir(), `tea-e2e-mail-${port}.jsonl`);
}

function readMails(): StoredMail[] {
  const file = mailFile(Number(process.env.E2E_SMTP_PORT));
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredMail);
}

/** Waits for a mail to `to` whose text contains `containing` (when given), and returns the newest such mail. */
export async function waitForMail(to: string, { containing, timeout = 15_000 }: { containing?: string; timeout?: number } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readMails()
      .filter((m) => m.to.includes(to.toLowerCase()) && (!containing || m.text.includes(containing)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${containing ? ` containing ${containing}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** All mails to an address so far. */
export function mailsTo(to: string): StoredMail[] {
  return readMails().filter((m) => m.to.includes(to.toLowerCase()));
}

/** The path and query of the first link in a mail that goes to `pathPrefix` (the host is the server's PUBLIC_URL). */
export function linkIn(mail: StoredMail, pathPrefix: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no link to ${pathPrefix} in the e-mail`);
  return url.pathname + url.search;
}
