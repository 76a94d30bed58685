// Reading a guard model's answer robustly: JSON (Nemotron style, also inside code fences or prose) or
// lines ('safe' / 'unsafe' first, then categories); categories as S-codes or names. Never throws: an answer
// that cannot be read is "unsure" with the reason.
import { categories } from '../../core/safety/categories/registry.js';

export type GuardRating = 'safe' | 'unsafe' | 'unsure';

export interface GuardReading {
  /** Rating of the user message; null when the answer does not rate it. */
  prompt: GuardRating | null;
  /** Rating of the response; null when the answer does not rate it. */
  response: GuardRating | null;
  /** Labels named, in S-order. */
  categories: string[];
  /** Why the answer was not fully read; null when it was. */
  problem: string | null;
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const NAMES = new Map<string, string>();
for (const c of categories) {
  NAMES.set(normal(c.name), c.label);
  NAMES.set(normal(c.key), c.label);
  NAMES.set(normal(c.key.replace(/^s\d+-/, '')), c.label);
}
// Names guard models use that differ from ours.
for (const [alias, label] of [
  ['criminalplanning', 'S3'],
  ['guns', 'S4'],
  ['illegalweapons', 'S4'],
  ['controlledsubstances', 'S5'],
  ['suicide', 'S6'],
  ['selfharm', 'S6'],
  ['sexualminor', 'S7'],
  ['sexualminors', 'S7'],
  ['childsexualexploitation', 'S7'],
  ['hate', 'S8'],
  ['pii', 'S9'],
  ['privacy', 'S9'],
  ['fraud', 'S16'],
  ['deception', 'S16'],
  ['misinformation', 'S19'],
  ['political', 'S19'],
  ['copyright', 'S20'],
  ['plagiarism', 'S20'],
  ['unethical', 'S23'],
  ['immoral', 'S23'],
] as const) {
  if (!NAMES.has(alias)) NAMES.set(alias, label);
}

/** Labels named in a list like "S1, S10" or "Violence, Criminal Planning/Confessions". */
export function readCategories(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\bS(\d{1,2})\b/gi)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 23) found.add(`S${n}`);
  }
  for (const part of text.split(/[,;\n]+/)) {
    const label = NAMES.get(normal(part.replace(/^\s*S\d{1,2}\s*[:.-]?\s*/i, '')));
    if (label) found.add(label);
  }
  return [...found].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

const rating = (value: unknown): GuardRating | null => {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v.startsWith('unsafe') ? 'unsafe' : v.startsWith('safe') ? 'safe' : null;
};

function readJson(answer: string): GuardReading | null {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const byKey = new Map(Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [normal(k), v]));
  const prompt = rating(byKey.get('usersafety') ?? byKey.get('promptsafety') ?? byKey.get('user'));
  const response = rating(byKey.get('responsesafety') ?? byKey.get('agentsafety') ?? byKey.get('response'));
  const raw = byKey.get('safetycategories') ?? byKey.get('categories') ?? byKey.get('violatedcategories');
  const list = Array.isArray(raw) ? raw.map(String).join(', ') : typeof raw === 'string' ? raw : '';
  if (prompt === null && response === null) return null;
  return { prompt, response, categories: readCategories(list), problem: null };
}

/**
 * Reads an answer. `target` says which message a one-verdict (Llama Guard) answer rates: the response when
 * there is one, else the prompt.
 */
export function parseGuardAnswer(answer: string, target: 'prompt' | 'response'): GuardReading {
  const fromJson = readJson(answer);
  if (fromJson) return fromJson;
  const lines = answer
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = rating(lines[0]?.replace(/^[^a-z]*/i, '') ?? '');
  if (first) {
    const cats = first === 'unsafe' ? readCategories(lines.slice(1).join(', ')) : [];
    return { prompt: target === 'prompt' ? first : null, response: target === 'response' ? first : null, categories: cats, problem: null };
  }
  const clipped = answer.length > 120 ? `${answer.slice(0, 120)}…` : answer;
  return {
    prompt: null,
    response: null,
    categories: [],
    problem: `the guard model's answer could not be read (expected JSON or 'safe'/'unsafe' first): ${JSON.stringify(clipped)}`,
  };
}
