// Rate limits kept in the store, so they hold across processes and restarts: each limited event is a row,
// and a limit is "at most `max` events of this kind for this subject in the last `windowSeconds`".
import type { Queryable } from '../store/store.js';

export interface Limit {
  kind: string;
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginFailuresPerEmail: { kind: 'login-fail-email', max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { kind: 'login-fail-ip', max: 10, windowSeconds: 15 * 60 },
  verificationMails: { kind: 'verification-mail', max: 3, windowSeconds: 60 * 60 },
  // Wrong guesses at codes and tokens, per client address (RFC 8628 §5.1, §5.2): a person mistypes a few; a
  // guesser needs thousands. Past the limit the route answers 429 before looking the code up.
  userCodeGuessesPerClient: { kind: 'user-code-guess', max: 20, windowSeconds: 15 * 60 },
  deviceCodeGuessesPerClient: { kind: 'device-code-guess', max: 20, windowSeconds: 15 * 60 },
  verificationGuessesPerClient: { kind: 'verification-guess', max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** Seconds until one more event is allowed, or 0 when it is allowed now. */
export async function retryAfterSeconds(db: Queryable, limit: Limit, subject: string): Promise<number> {
  const rows = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(at) AS oldest FROM (
       SELECT at FROM auth_attempts WHERE kind = $1 AND subject = $2 AND at > now() - make_interval(secs => $3)
       ORDER BY at DESC LIMIT $4) recent`,
    [limit.kind, subject, limit.windowSeconds, limit.max],
  );
  const { n, oldest } = rows[0];
  if (Number(n) < limit.max || !oldest) return 0;
  const freeAt = new Date(oldest).getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
}

export async function recordAttempt(db: Queryable, limit: Limit, subject: string): Promise<void> {
  await db.query('INSERT INTO auth_attempts (kind, subject) VALUES ($1, $2)', [limit.kind, subject]);
  // Old rows are useless; trimming here keeps the table small without a sweeper job.
  await db.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2 AND at < now() - make_interval(secs => $3)', [
    limit.kind,
    subject,
    limit.windowSeconds,
  ]);
}

export async function clearAttempts(db: Queryable, limit: Limit, subject: string): Promise<void> {
  await db.query('DELETE FROM auth_attempts WHERE kind = $1 AND subject = $2', [limit.kind, subject]);
}

/**
 * A guess at a code or token, throttled per client: `tooMany(seconds)` is thrown while the client has made `limit.max`
 * wrong guesses in the window; a guess the caller counts as wrong (`wrong` of its result, or a thrown error) is recorded.
 */
export async function throttledGuess<T>(
  db: Queryable,
  limit: Limit,
  client: string,
  guess: () => Promise<T>,
  wrong: (result: T) => boolean,
  tooMany: (seconds: number) => Error,
): Promise<T> {
  const wait = await retryAfterSeconds(db, limit, client);
  if (wait > 0) throw tooMany(wait);
  let result: T;
  try {
    result = await guess();
  } catch (err) {
    await recordAttempt(db, limit, client);
    throw err;
  }
  if (wrong(result)) await recordAttempt(db, limit, client);
  return result;
}
