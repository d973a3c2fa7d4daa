import { createTransport } from 'nodemailer';
import type { Outbox } from './outbox.ts';

export type Mail = { to: string; subject: string; text: string };
export type MailSender = { send: (merchantId: number, mail: Mail) => Promise<void> };

/** The outbox: the embedded default. */
export function outboxMail(outbox: Outbox): MailSender {
  return {
    send: (merchantId, mail) =>
      outbox.put(merchantId, { channel: 'mail', recipient: mail.to, subject: mail.subject, body: mail.text }),
  };
}

/** SMTP through nodemailer (production): SMTP_URL such as smtps://user:pass@mail.example.com. */
export function smtpMail(options: { url: string; from: string }): MailSender {
  const transport = createTransport(options.url);
  return {
    async send(_merchantId, mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
