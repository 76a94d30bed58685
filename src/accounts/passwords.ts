// Password hashing with scrypt from node:crypto (no native dependency). Passwords are not random, so
// unlike tokens they get a slow, salted hash. Stored as scrypt$N$r$p$salt$hash (base64url).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

export const MIN_PASSWORD_LENGTH = 10;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
}

// Checked against when the e-mail is unknown, so both failures take the same time.
let decoy: Promise<string> | null = null;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomDecoy());
  await verifyPassword(password, await decoy);
}

function randomDecoy(): string {
  return crypto.randomBytes(12).toString('hex');
}
