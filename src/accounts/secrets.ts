// Random secrets and their stored form. Tokens (API keys, session and verification tokens, device codes)
// carry 256 bits of randomness, so a fast SHA-256 is the right stored form: there is nothing to brute-force.
import crypto from 'node:crypto';

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
