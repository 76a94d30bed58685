// `assay login|logout|whoami|verify`: device login (RFC 8628) against ASSAY_URL, the stored key, the caller.
import os from 'node:os';
import { Command } from 'commander';
import { ApiClient, readCredentials, removeCredentials, writeCredentials } from './api-client.js';
import { print } from './output.js';
import type { Me } from '../../sdk/ts/src/index.js';
import type { ResendVerificationResponse } from '../accounts/verification-schemas.js';
import { EXIT } from './exit-codes.js';
import { CheckFailed, UsageError } from './errors.js';
import { durationText } from '../core/text/duration.js';
import { shownPath } from './places.js';

interface DeviceCode {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the token endpoint as RFC 8628 §3.5 says: keep the interval, add 5 s on slow_down. */
export async function pollForKey(client: ApiClient, code: DeviceCode): Promise<string> {
  let interval = code.interval;
  const deadline = Date.now() + code.expires_in * 1000;
  while (Date.now() < deadline) {
    await sleep(interval * 1000);
    const res = await client.request<{ access_token?: string; error?: string }>('POST', '/v2/auth/device/token', {
      json: { device_code: code.device_code, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' },
      accept: [400],
    });
    if (res.status === 200 && res.body.access_token) return res.body.access_token;
    switch (res.body.error) {
      case 'authorization_pending':
        continue;
      case 'slow_down':
        interval += 5;
        continue;
      case 'access_denied':
        throw new UsageError('the login was denied in the browser.');
      case 'expired_token':
        throw new UsageError('the code expired before it was approved: run `assay login` again.');
      default:
        throw new Error(`login failed: ${res.body.error ?? res.status}.`);
    }
  }
  throw new UsageError('the code expired before it was approved: run `assay login` again.');
}

export function authCommands(): Command[] {
  const login = new Command('login')
    .description('Log in from this machine: approve a code in the browser, and the key is stored for the CLI')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const client = ApiClient.fromEnvironment({ needKey: false });
      const { body: code } = await client.request<DeviceCode>('POST', '/v2/auth/device/code', {
        json: { client_name: `assay CLI on ${os.hostname()}`.slice(0, 128) },
      });
      process.stderr.write(
        `To log in, open ${code.verification_uri_complete}\n` +
          `and check that it shows the code ${code.user_code} (or enter it at ${code.verification_uri}).\n` +
          `Waiting for approval (the code expires in ${durationText(code.expires_in)})…\n`,
      );
      const key = await pollForKey(client, code);
      const file = writeCredentials({ url: client.baseUrl, api_key: key, created_at: new Date().toISOString() });
      const { body: me } = await new ApiClient(client.baseUrl, key).request<Me>('GET', '/v2/auth/me');
      print(
        options.json,
        { url: client.baseUrl, user: me.user, credentials: file },
        () => `Logged in to ${client.baseUrl} as ${me.user.email ?? me.user.display_name}. The key is stored in ${shownPath(file)}.`,
      );
    });

  const logout = new Command('logout').description('Revoke the stored key and forget it').action(async () => {
    const stored = readCredentials();
    if (!stored) {
      process.stdout.write('Not logged in: nothing to do.\n');
      return;
    }
    const client = new ApiClient(stored.url, stored.api_key);
    // Revoking is best effort: the server may be gone, and the local key is forgotten either way.
    const revoked = await client
      .request<Me>('GET', '/v2/auth/me')
      .then(({ body }) => (body.key_id ? client.request('DELETE', `/v2/keys/${body.key_id}`) : null))
      .then(
        () => true,
        () => false,
      );
    removeCredentials();
    process.stdout.write(`Logged out of ${stored.url}${revoked ? ' (the key is revoked)' : ' (the key could not be revoked on the server)'}.\n`);
  });

  const whoami = new Command('whoami')
    .description('Show who the CLI is authenticated as')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const client = ApiClient.fromEnvironment();
      const { body: me } = await client.request<Me>('GET', '/v2/auth/me');
      print(options.json, { url: client.baseUrl, ...me }, () =>
        [
          `${me.user.email ?? me.user.display_name} (${me.user.role}${me.user.email && !me.user.email_verified ? ', e-mail not verified' : ''}) at ${client.baseUrl}`,
          me.projects ? `key limited to projects: ${me.projects.join(', ')}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
      );
    });

  const verify = new Command('verify')
    .description('Send a new verification link to your e-mail address')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const { body } = await ApiClient.fromEnvironment().request<ResendVerificationResponse>('POST', '/v2/auth/resend-verification');
      // The server answers 200 whatever happened; no mail to wait for (no address, rate-limited) exits 1.
      const done = body.status === 'sent' || body.status === 'already_verified';
      if (!done && !options.json) throw new CheckFailed(body.message);
      print(options.json, body, () => body.message);
      if (!done) process.exitCode = EXIT.checkFailed;
    });

  return [login, logout, whoami, verify];
}
