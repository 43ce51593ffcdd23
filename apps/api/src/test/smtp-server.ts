import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: the recipients of its envelope, its source and its parsed parts. */
export interface ArrivedMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (DESIGN.md §7: tests receive real SMTP) that takes any message without TLS or
 * login and hands it, parsed, to `receive`; not yet listening. The API tests (smtp.ts) and the e2e
 * run (e2e/support/smtp-setup.ts) both receive mail through it.
 */
export function smtpServer(receive: (mail: ArrivedMail) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        void simpleParser(raw).then((parsed) => {
          receive({ to, raw, parsed });
          callback();
        }, callback);
      });
    },
  });
}
