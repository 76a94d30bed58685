// Outgoing mail. With ASSAY_SMTP_URL, nodemailer sends by SMTP; without it, each mail is written as an
// .eml file under <data dir>/outbox, so a laptop install works with no mail server. Beside each .eml goes a
// .txt of the same name holding the mail as a person reads it: the .eml is quoted-printable (`=3D`, soft line
// breaks), so a link copied from it does not work.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' sends; 'outbox' writes files (callers may then log what a person needs, e.g. a link). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
      await fs.writeFile(path.join(outbox, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
      await fs.writeFile(path.join(outbox, `${name}.txt`), readableCopy(mail), { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}

/** The mail as plain text, links whole, for a person reading the outbox. */
function readableCopy(mail: Mail): string {
  return `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
}
