// Credential matchers, pure and reusable (the secret_leakage detector and the security audit): provider
// key formats, JWTs, PEM private keys, passwords in connection strings, and generic "password = …"
// assignments whose value looks random. Documentation placeholders ("sk-xxxx", "<password>") are skipped.

export type SecretType =
  | 'aws_access_key'
  | 'github_token'
  | 'slack_token'
  | 'openai_key'
  | 'google_api_key'
  | 'stripe_key'
  | 'jwt'
  | 'private_key'
  | 'connection_string_password'
  | 'assigned_secret';

export interface SecretMatch {
  type: SecretType;
  start: number;
  end: number;
  text: string;
  confidence: number;
}

interface Rule {
  type: SecretType;
  re: RegExp;
  confidence: number;
  /** The part of the match that must look random (defaults to the whole match). */
  group?: number;
  minEntropy?: number;
}

const RULES: Rule[] = [
  { type: 'aws_access_key', re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g, confidence: 0.95, minEntropy: 3 },
  { type: 'github_token', re: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}\b/g, confidence: 0.97, minEntropy: 3.5 },
  { type: 'github_token', re: /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g, confidence: 0.97, minEntropy: 3.5 },
  { type: 'slack_token', re: /\bxox[abposr]-[A-Za-z0-9-]{10,250}\b/g, confidence: 0.93, minEntropy: 3 },
  { type: 'openai_key', re: /\bsk-(?:proj-|svcacct-|admin-|ant-(?:api\d\d-)?)?[A-Za-z0-9_-]{20,200}/g, confidence: 0.9, minEntropy: 3.5 },
  { type: 'google_api_key', re: /\bAIza[0-9A-Za-z_-]{35}(?![\w-])/g, confidence: 0.93, minEntropy: 3.5 },
  { type: 'stripe_key', re: /\b(?:sk|rk)_live_[0-9a-zA-Z]{20,200}\b/g, confidence: 0.97, minEntropy: 3.5 },
  { type: 'stripe_key', re: /\b(?:sk|rk)_test_[0-9a-zA-Z]{20,200}\b/g, confidence: 0.7, minEntropy: 3.5 },
  { type: 'jwt', re: /\beyJ[A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{10,2000}/g, confidence: 0.85 },
  {
    type: 'connection_string_password',
    re: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"]{1,64}:([^\s@/'"]{3,128})@[A-Za-z0-9.-]+/g,
    group: 1,
    confidence: 0.9,
  },
  {
    type: 'assigned_secret',
    re: /\b(?:password|passwd|pwd|pass|secret|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|access[_-]?token|auth[_-]?token|bearer[_-]?token|client[_-]?secret|private[_-]?key|token)["']?\s*(?:[:=]|=>)\s*["']?([^\s"'`,;<>{}()[\]]{8,200})/gi,
    group: 1,
    confidence: 0.75,
    minEntropy: 3,
  },
];

const PEM = /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----((?:[A-Za-z0-9+/=\s:,]|-(?!----))*)(?:-----END \1-----)?/g;

// Values that stand for a secret in documentation rather than being one.
const PLACEHOLDER =
  /x{4,}|\*{3,}|\.{3}|<|>|\$\{|\{\{|%\(|your|example|sample|dummy|placeholder|changeme|change_me|redacted|secret_here|here$|password|passw0rd|hunter2|1234|abcd|test123|insert|replace|token_value|api_key|%s|^[a-z]+$|^[A-Z_]+$/i;

const ANY_MARKER =
  /AKIA|ASIA|ABIA|ACCA|gh[pousr]_|github_pat_|xox[abposr]-|sk-|_live_|_test_|AIza|eyJ|PRIVATE KEY|:\/\/[^\s/@]*:[^\s/@]*@|(?:pass|pwd|secret|key|token)\w*["']?\s*(?:[:=]|=>)/i;

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (!s) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

function classes(s: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(s)).length;
}

// Code that reads a secret from somewhere ("password = os.environ[…]", "token: Optional[str]") names no secret.
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\)?)?$/;
// The widely published jwt.io sample token.
const SAMPLE_JWT_SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

function looksRandom(value: string, rule: Rule): boolean {
  if (PLACEHOLDER.test(value)) return false;
  if (rule.minEntropy !== undefined && entropy(value) < rule.minEntropy) return false;
  switch (rule.type) {
    case 'jwt':
      return !value.endsWith(SAMPLE_JWT_SIGNATURE);
    case 'assigned_secret':
    case 'connection_string_password':
      // A password mixes letters with digits or symbols; a bare word or an identifier reads as prose or code.
      if (IDENTIFIER.test(value) && !/\d/.test(value)) return false;
      return /[A-Za-z]/.test(value) ? classes(value) >= 2 && /[\d\W_]/.test(value) : value.length >= 10;
    default:
      // Provider keys are random base62: letters and digits both occur.
      return /\d/.test(value) && /[A-Za-z]/.test(value);
  }
}

/** Every credential-looking string in a text, left to right, without overlaps. */
export function findSecrets(text: string): SecretMatch[] {
  // One cheap pass first: every rule below needs one of these markers.
  if (!text || !ANY_MARKER.test(text)) return [];
  const found: SecretMatch[] = [];
  for (const m of text.matchAll(PEM)) {
    const body = m[2].replace(/\s+/g, '');
    if (body.length < 16) continue;
    // A header with a real base64 body is a key; a header around "..." is a how-to.
    const real = /^[A-Za-z0-9+/=]{64,}/.test(body) || /^Proc-Type:|^[A-Za-z-]+:/.test(m[2].trim());
    found.push({ type: 'private_key', start: m.index!, end: m.index! + m[0].length, text: m[0], confidence: real ? 0.97 : 0.45 });
  }
  for (const rule of RULES) {
    for (const m of text.matchAll(rule.re)) {
      const value = rule.group ? m[rule.group] : m[0];
      if (!value || !looksRandom(value, rule)) continue;
      const start = rule.group ? m.index! + m[0].lastIndexOf(value) : m.index!;
      const end = start + value.length;
      found.push({ type: rule.type, start, end, text: value, confidence: rule.confidence });
    }
  }
  found.sort((a, b) => a.start - b.start || b.confidence - a.confidence);
  const kept: SecretMatch[] = [];
  for (const s of found) {
    if (!kept.some((k) => s.start < k.end && k.start < s.end)) kept.push(s);
  }
  return kept;
}
