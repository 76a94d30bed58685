// A signed-in browser page for the dashboard's tests: a user signed up and logged in through the API in the
// page's own browser context (so the session cookie is the browser's), and an API key of the same user for
// seeding data through the API. The sign-up UI is tested on its own; these tests start past it.
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createApiKey } from '../../src/accounts/api-keys.js';
import type { DashboardServer } from './harness.js';

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  userId: string;
  email: string;
  /** An API key of the same user. */
  key: string;
  /** A call to the API with that key; throws with the body when the answer is not 2xx. */
  call<T = any>(method: string, path: string, body?: unknown): Promise<T>;
}

export const LAPTOP_VIEWPORT = { width: 1366, height: 768 };

export async function signedInPage(
  server: DashboardServer,
  browser: Browser,
  email = `user-${crypto.randomUUID().slice(0, 8)}@example.com`,
): Promise<SignedInPage> {
  const password = 'a long test password 42';
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: LAPTOP_VIEWPORT });
  const signup = await context.request.post('/v2/auth/signup', { data: { email, password } });
  if (signup.status() !== 201) throw new Error(`sign-up answered ${signup.status()}: ${await signup.text()}`);
  const login = await context.request.post('/v2/auth/login', { data: { email, password } });
  if (login.status() !== 200) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  const userId = (await login.json()).user.id as string;
  const { key } = await createApiKey(server.testApp.store, userId, 'browser test');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { context, page: await context.newPage(), userId, email, key, call };
}
