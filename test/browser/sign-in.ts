// Browser-test steps shared by the account and analysis tests: sign in through the dashboard's form.
import type { Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

/** Signs up through the API (when the account is not what the test is about). */
export async function signUpByApi(baseUrl: string, email: string): Promise<void> {
  const res = await fetch(`${baseUrl}/v2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

/** Opens `path` and signs in on the sign-in page it redirects to; waits until the form is gone. */
export async function signInThrough(page: Page, baseUrl: string, path: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
