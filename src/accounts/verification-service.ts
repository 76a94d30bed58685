// E-mail verification: single-use links that expire after 24 hours, stored as SHA-256 hashes only.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../config/config.js';
import { errors } from '../http/errors.js';
import type { Queryable } from '../store/store.js';
import { LIMITS, recordAttempt, retryAfterSeconds } from './rate-limit.js';
import { randomToken, sha256Hex } from './secrets.js';
import type { ResendVerificationResponse } from './verification-schemas.js';
import { findAccount, markEmailVerified, type Account } from './users.js';
import { durationText } from '../core/text/duration.js';

export const VERIFICATION_TTL_HOURS = 24;

export async function createVerificationToken(db: Queryable, userId: string): Promise<string> {
  const token = randomToken();
  await db.query(`INSERT INTO email_verifications (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`, [
    crypto.randomUUID(),
    userId,
    sha256Hex(token),
    VERIFICATION_TTL_HOURS,
  ]);
  return token;
}

export function verificationMail(to: string, link: string) {
  return {
    to,
    subject: 'Confirm your e-mail address for Assay',
    text:
      `Open this link to confirm that ${to} is yours:\n\n${link}\n\n` +
      `It works once and expires in ${VERIFICATION_TTL_HOURS} hours. If you did not sign up for Assay, ignore this mail.\n`,
  };
}

/** Sends a new link to an unverified account with an address; counts towards the resend limit. */
export async function sendVerificationMail(app: FastifyInstance, account: Account): Promise<void> {
  if (!account.email || account.email_verified) return;
  const token = await createVerificationToken(app.store, account.id);
  await recordAttempt(app.store, LIMITS.verificationMails, account.id);
  // The dashboard's /verify page: it calls GET /v2/auth/verify with the token and says in words what happened.
  const link = `${publicBaseUrl(app.assayConfig)}/verify?token=${encodeURIComponent(token)}`;
  try {
    await app.mailer.send(verificationMail(account.email, link));
  } catch (err) {
    // The cause may name the SMTP server, never the link: it holds the token.
    app.log.error({ err: { message: (err as Error).message, code: (err as NodeJS.ErrnoException).code } }, 'verification mail not sent');
    throw errors.mailNotSent();
  }
  // Without SMTP the mail is only a file: the person running Assay reads the link in the log.
  if (app.mailer.kind === 'outbox') app.log.info({ to: account.email, link }, 'verification mail written to the outbox');
}

/**
 * Re-sends the caller's verification mail, or says why not: every outcome of a valid key is an answer, not an
 * error (the service document gives this operation one response, 200 JSON). Only a failing mail server is an
 * error (502): nothing the caller did.
 */
export async function resendVerification(app: FastifyInstance, userId: string): Promise<ResendVerificationResponse> {
  const account = await findAccount(app.store, userId);
  if (!account) throw errors.invalidApiKey();
  if (!account.email) {
    return {
      status: 'no_address',
      email: null,
      message: 'This account has no e-mail address (the first-start admin): there is nothing to verify.',
      retry_after_seconds: null,
    };
  }
  if (account.email_verified) {
    return { status: 'already_verified', email: account.email, message: `${account.email} is already verified: nothing to do.`, retry_after_seconds: null };
  }
  const wait = await retryAfterSeconds(app.store, LIMITS.verificationMails, account.id);
  if (wait > 0) {
    return {
      status: 'rate_limited',
      email: account.email,
      message: `No mail sent: ${LIMITS.verificationMails.max} verification mails an hour at most. Try again in ${durationText(wait)}.`,
      retry_after_seconds: wait,
    };
  }
  await sendVerificationMail(app, account);
  return {
    status: 'sent',
    email: account.email,
    message: `We sent a new verification link to ${account.email}. It works once and expires in ${VERIFICATION_TTL_HOURS} hours.`,
    retry_after_seconds: await retryAfterSeconds(app.store, LIMITS.verificationMails, account.id),
  };
}

/** Marks the token's user verified, once; a used, expired or unknown token is refused with the reason. */
export async function verifyEmailToken(db: Queryable, token: string): Promise<Account> {
  const hash = sha256Hex(token);
  const used = await db.query<{ user_id: string }>(
    `UPDATE email_verifications SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hash],
  );
  if (used[0]) {
    await markEmailVerified(db, used[0].user_id);
    return (await findAccount(db, used[0].user_id))!;
  }
  const rows = await db.query<{ used_at: Date | null }>('SELECT used_at FROM email_verifications WHERE token_hash = $1', [hash]);
  if (!rows[0]) throw errors.unknownVerificationLink();
  throw rows[0].used_at ? errors.usedVerificationLink() : errors.expiredVerificationLink();
}
