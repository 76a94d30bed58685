// Helpers for the accounts tests: sign up and log in through the API, and read the session cookie.
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/app.js';

export const PASSWORD = 'correct horse battery';

export function sessionCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((c) => c?.startsWith('assay_session='));
  assert.ok(line, `no session cookie in ${JSON.stringify(header)}`);
  return line.split(';')[0];
}

export async function signUp(t: TestApp, email: string, password = PASSWORD): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: '/v2/auth/signup', key: null, payload: { email, password } });
}

/** Signs up (when new) and logs in: the cookie header value and the CSRF token. */
export async function logIn(t: TestApp, email: string, password = PASSWORD): Promise<{ cookie: string; csrf: string; userId: string }> {
  const res = await t.request({ method: 'POST', url: '/v2/auth/login', key: null, payload: { email, password } });
  assert.equal(res.statusCode, 200, res.body);
  return { cookie: sessionCookieOf(res), csrf: res.json().csrf_token, userId: res.json().user.id };
}
