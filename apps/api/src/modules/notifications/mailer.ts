import nodemailer, { type Transporter } from 'nodemailer';

export interface Attachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
}

/** Sends e-mail over SMTP_URL; without it there is no mailer and mail is kept in the outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Connects and greets the server without sending: resolves when it answers. */
  verify(): Promise<void>;
  close(): void;
}

export const MAIL_FROM = 'T.E.A. Tower <no-reply@tea-tower.example>';

export function createMailer(smtpUrl: string | undefined): Mailer | null {
  if (!smtpUrl) return null;
  // Bounded waits: a server that accepts and then hangs holds up one delivery round, never a request.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
