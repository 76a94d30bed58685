// The functions bench:quality measures, imported by path from a checkout: this one, or the one named by
// BENCH_BASE_ROOT (before/after in one run). A checkout that lacks a module (older, or reorganised) gives null for
// the functions it would have held; the rows that need them print "—" instead of failing the run.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Fn = (...args: any[]) => any;
export interface Checkout {
  root: string;
  normalizeItem: Fn | null;
  planDetectors: Fn | null;
  analyzeItem: Fn | null;
  thresholds: unknown;
  groundingScope: Set<string> | null;
  findRefusal: Fn | null;
  findInjection: Fn | null;
  /** The user-prompt rule (what failure analysis and the audit's prompt-attack flag report). */
  findTakeover: Fn | null;
  classifyItem: Fn | null;
  /** Every S-label of the checkout's safety categories. */
  labels: string[] | null;
  /** The red team's judge of one answer, and its vulnerabilities by key. */
  judgeAnswer: Fn | null;
  vulnerabilitiesByKey: Map<string, { key: string; label: string | null; attacks: string[] }> | null;
  /** Modules that could not be loaded, with the reason (printed under the table). */
  missing: string[];
}

/** Imports the first of `candidates` (paths under root, .js for .ts as tsx resolves them) that exists. */
async function importFrom(root: string, candidates: string[], missing: string[]): Promise<Record<string, any> | null> {
  const found = candidates.find((c) => fs.existsSync(path.join(root, c.replace(/\.js$/, '.ts'))));
  if (!found) {
    missing.push(`${candidates[0]} (absent)`);
    return null;
  }
  try {
    return await import(pathToFileURL(path.join(root, found)).href);
  } catch (err) {
    missing.push(`${found} (${(err as Error).message.split('\n')[0]})`);
    return null;
  }
}

const fn = (mod: Record<string, any> | null, name: string): Fn | null => (typeof mod?.[name] === 'function' ? mod[name] : null);

export async function loadCheckout(root: string): Promise<Checkout> {
  const missing: string[] = [];
  const at = (...candidates: string[]) => importFrom(root, candidates, missing);
  // Checkouts before the pure core (src/core/) kept these in src/detectors/, src/text/ and src/security/.
  const engine = await at('src/core/detectors/engine.js', 'src/detectors/engine.js');
  const normalize = await at('src/core/text/normalize.js', 'src/text/normalize.js');
  const thresholds = await at('src/core/scoring/thresholds.js', 'src/scoring/thresholds.js');
  const taxonomy = await at('src/core/taxonomy/index.js', 'src/taxonomy/index.js');
  const refusal = await at('src/core/text/refusal.js', 'src/text/refusal.js');
  const injection = await at('src/core/lexicons/injection-patterns.js', 'src/lexicons/injection-patterns.js');
  const registry = await at('src/core/safety/categories/registry.js', 'src/security/categories/registry.js');
  const classify = await at('src/core/safety/classify.js', 'src/security/classifier/classify.js');
  const judge = await at('src/security/redteam/judge.js');
  const vulnerabilities = await at('src/security/redteam/vulnerabilities/registry.js');
  const bucket = fn(taxonomy, 'findBucket')?.('hallucination_grounding');
  return {
    root,
    normalizeItem: fn(normalize, 'normalizeItem'),
    planDetectors: fn(engine, 'planDetectors'),
    analyzeItem: fn(engine, 'analyzeItem'),
    thresholds: thresholds?.DEFAULT_THRESHOLDS ?? null,
    groundingScope: bucket ? new Set<string>(bucket.subcategories.map((s: { subcategory_id: string }) => s.subcategory_id)) : null,
    findRefusal: fn(refusal, 'findRefusal'),
    findInjection: fn(injection, 'findInjection'),
    findTakeover: fn(injection, 'findTakeover'),
    classifyItem: fn(classify, 'classifyItem'),
    labels: Array.isArray(registry?.categories) ? registry.categories.map((c: { label: string }) => c.label) : null,
    judgeAnswer: fn(judge, 'judgeAnswer'),
    vulnerabilitiesByKey: vulnerabilities?.vulnerabilitiesByKey instanceof Map ? vulnerabilities.vulnerabilitiesByKey : null,
    missing,
  };
}
