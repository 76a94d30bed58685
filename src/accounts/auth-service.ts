// Sign-up and login: the logic behind the /v2/auth routes, free of HTTP.
import { errors } from '../http/errors.js';
import type { Queryable } from '../store/store.js';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords.js';
import { clearAttempts, LIMITS, recordAttempt, retryAfterSeconds } from './rate-limit.js';
import { createSession, type SessionRecord } from './sessions.js';
import type { Principal } from './api-keys.js';
import type { UpdateMeRequest } from './auth-schemas.js';
import { findLogin, passwordHashOf, signUpUser, updateLogin, type Account } from './users.js';
import { durationText } from '../core/text/duration.js';

export async function signUp(db: Queryable, request: { email: string; password: string; display_name?: string }): Promise<Account> {
  const email = request.email.trim();
  const account = await signUpUser(db, {
    email,
    displayName: request.display_name ?? email.split('@')[0],
    passwordHash: await hashPassword(request.password),
  });
  if (!account) throw errors.emailTaken();
  return account;
}

const TOO_MANY_LOGINS = (seconds: number) =>
  errors.tooManyRequests(`Too many failed logins: try again in ${durationText(seconds)}, or check the address and password.`, seconds);

/**
 * Checks credentials under the per-address and per-IP failure limits. An unknown address and a wrong
 * password give the same answer, after the same work, so addresses cannot be probed.
 */
export async function logIn(
  db: Queryable,
  request: { email: string; password: string; ip: string; sessionTtlHours: number },
): Promise<{ token: string; session: SessionRecord; account: Account }> {
  const emailKey = request.email.trim().toLowerCase();
  const wait = Math.max(
    await retryAfterSeconds(db, LIMITS.loginFailuresPerEmail, emailKey),
    await retryAfterSeconds(db, LIMITS.loginFailuresPerIp, request.ip),
  );
  if (wait > 0) throw TOO_MANY_LOGINS(wait);
  const found = await findLogin(db, emailKey);
  let ok = false;
  if (found?.passwordHash) ok = await verifyPassword(request.password, found.passwordHash);
  // No such login: the same work as a check, so the answer's timing does not tell which addresses exist.
  else await spendPasswordCheck(request.password);
  if (!ok || !found) {
    await recordAttempt(db, LIMITS.loginFailuresPerEmail, emailKey);
    await recordAttempt(db, LIMITS.loginFailuresPerIp, request.ip);
    throw errors.badCredentials();
  }
  await clearAttempts(db, LIMITS.loginFailuresPerEmail, emailKey);
  const { token, session } = await createSession(db, found.account.id, request.sessionTtlHours);
  return { token, session, account: found.account };
}

/**
 * Changes the caller's address, name or password. A key limited to projects may not (a leaked CI key must not
 * take over the account); changing the address or password of an account that has a password needs that password.
 */
export async function updateMe(db: Queryable, principal: Principal, request: UpdateMeRequest): Promise<{ account: Account; emailChanged: boolean }> {
  if (principal.projects) throw errors.limitedKeyCannotChangeAccount();
  const current = await passwordHashOf(db, principal.userId);
  if (current && (request.email !== undefined || request.password !== undefined)) {
    if (request.current_password === undefined) {
      throw errors.invalid(['body', 'current_password'], 'Field required to change the address or the password of an account that has a password', 'missing');
    }
    if (!(await verifyPassword(request.current_password, current))) throw errors.wrongCurrentPassword();
  }
  const before = request.email === undefined ? null : await findLogin(db, request.email.trim());
  const account = await updateLogin(db, principal.userId, {
    email: request.email?.trim(),
    displayName: request.display_name,
    passwordHash: request.password === undefined ? undefined : await hashPassword(request.password),
  });
  if (!account) throw errors.emailTaken();
  return { account, emailChanged: request.email !== undefined && before?.account.id !== principal.userId };
}
