// The pattern thread, seen from the service. Everything that runs a pattern or JSON Schema a request supplied —
// checking it when the request arrives, and the metrics that use it (regex, schema_compliance) — runs on one
// worker thread, never on the event loop. RE2 keeps matching linear in the text, but linear can still be
// seconds: a 1,000-character pattern against 100,000 characters is ~10^8 steps in JavaScript. So each item
// also has a hard time limit: past it the thread is ended (terminate() stops even a running loop), the item
// scores 0 saying why, and a new thread takes the rest. Tasks run one at a time, each user's in the order they
// came, the users in turn (runtime/lanes.ts); a task holds about TASK_MAX_CHARS of text.
import { Worker } from 'node:worker_threads';
import { currentLane, LaneQueue } from '../lanes.js';
import type { ValidationIssue } from '../../http/errors.js';
import type { MetricSettings } from '../../core/metrics/types.js';
import type { ItemScores, PatternReply, PatternTaskBody } from './pattern-worker.js';
import type { SchemaProblem } from '../../core/metrics/user-patterns/user-schema.js';
import type { RulePattern, RuleTexts } from '../../core/rules/rule-matching.js';
import type { RuleOutcome } from '../../core/rules/rule-tags.js';

/** Time the pattern metrics get on one item, from the previous item's answer (or from the patterns' compiling). */
let itemLimitMs = 1000;
/** Time compiling a request's pattern or schema gets (each of its patterns on RE2): to check it, or to score with it. */
let checkLimitMs = 2000;
/** Items per message: no message is huge, and a stopped thread's replacement is sent only what is left. */
const ITEMS_PER_TASK = 100;
/**
 * Characters per message (one item may pass it): a task holds the thread for about as long as its texts take,
 * and another user's task waits for the one running (runtime/lanes.ts).
 */
const TASK_MAX_CHARS = 20_000;
/** The thread's heap bound (an answer's JSON is parsed there): what needs more ends the thread, not the server. */
const OLD_GENERATION_MB = 1024;

/** Changes the time limits, answering the previous ones (tests use short ones to reach them quickly). */
export function setPatternTimeLimits(limits: { itemMs?: number; checkMs?: number }): { itemMs: number; checkMs: number } {
  const previous = { itemMs: itemLimitMs, checkMs: checkLimitMs };
  itemLimitMs = limits.itemMs ?? itemLimitMs;
  checkLimitMs = limits.checkMs ?? checkLimitMs;
  return previous;
}

interface Thread {
  worker: Worker;
  /** Resolves when the thread has loaded its modules (its first message). */
  ready: Promise<void>;
}

let current: Thread | null = null;
let nextId = 1;
/** Tasks waiting for the thread, by lane (the user who asked): one runs at a time, each lane in turn. */
const waiting = new LaneQueue<() => Promise<void>>();
let serving = false;

function thread(): Thread {
  if (!current) {
    const worker = new Worker(new URL('./pattern-worker-entry.cjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: OLD_GENERATION_MB } });
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the pattern thread exited while starting (code ${code})`)));
    });
    ready.catch(() => {}); // the task waiting for it reports it
    // An idle thread must not keep the process alive; a busy one does (exchange refs it).
    worker.unref();
    current = { worker, ready };
  }
  return current;
}

function discard(t: Thread): void {
  if (current === t) current = null;
  void t.worker.terminate();
}

type Outcome = 'done' | 'timeout' | Error;

/**
 * Sends a task and hands its replies to `onReply` until it returns true. The first reply must come within
 * `firstMs` of the task's start, each next one within `nextMs` of the one before; else the thread is ended
 * and the answer is 'timeout'.
 */
function exchange(task: PatternTaskBody, firstMs: number, nextMs: number, onReply: (reply: PatternReply) => boolean): Promise<Outcome> {
  const run = async (): Promise<Outcome> => {
    const t = thread();
    t.worker.ref();
    try {
      await t.ready;
    } catch (err) {
      discard(t);
      return err as Error;
    }
    return new Promise<Outcome>((resolve) => {
      const id = nextId++;
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      let arms = 0;
      const arm = (ms: number) => {
        clearTimeout(timer);
        const armed = ++arms;
        // Decided after the event loop's poll phase: a reply that came while this thread was busy elsewhere
        // is read (and re-arms) before the timer can end a thread that was on time.
        timer = setTimeout(() => setImmediate(() => armed === arms && finish('timeout')), ms);
      };
      const onMessage = (reply: PatternReply) => {
        if (reply.id !== id) return;
        if (onReply(reply)) finish('done');
        else arm(nextMs);
      };
      const onError = (err: Error) => finish(err);
      const onExit = (code: number) => finish(new Error(`the pattern thread stopped (exit code ${code})`));
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        t.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (outcome === 'done') t.worker.unref();
        else discard(t);
        resolve(outcome);
      };
      t.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      t.worker.postMessage({ ...task, id });
      arm(firstMs);
    });
  };
  return new Promise<Outcome>((resolve) => {
    waiting.push(currentLane(), () => run().then(resolve, (err: Error) => resolve(err)));
    void serve();
  });
}

/** Runs the waiting tasks one at a time, lane by lane in turn, until none is left. */
async function serve(): Promise<void> {
  if (serving) return;
  serving = true;
  try {
    for (let next = waiting.shift(); next; next = waiting.shift()) await next();
  } finally {
    serving = false;
  }
}

/**
 * A task over items, a hundred at a time: each item's answer goes to `read`; an item past the time limit (or
 * whose thread failed) gets `stopped(outcome)`, and the next task starts after it.
 */
async function itemByItem<T>(
  count: number,
  charsOf: (index: number) => number,
  taskOf: (from: number, to: number) => PatternTaskBody,
  read: (reply: PatternReply) => T | undefined,
  stopped: (outcome: 'timeout' | Error) => T,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  while (next < count) {
    const from = next;
    let to = from + 1;
    for (let chars = charsOf(from); to < count && to - from < ITEMS_PER_TASK && (chars += charsOf(to)) <= TASK_MAX_CHARS; ) to++;
    // The thread compiles the patterns first (its first reply), within the check's limit; then item by item.
    const outcome = await exchange(taskOf(from, to), checkLimitMs, itemLimitMs, (reply) => {
      if (!('index' in reply)) return false;
      const answer = read(reply);
      if (answer === undefined) return false;
      results[from + reply.index] = answer;
      next = from + reply.index + 1;
      return next === to;
    });
    if (outcome === 'done') continue;
    // The item the thread was on when it was stopped or failed.
    results[next++] = stopped(outcome);
  }
  return results;
}

/**
 * The named pattern metrics (regex, schema_compliance) on each output, computed on the pattern thread. An item
 * past the time limit scores 0 with the reason; one whose thread failed has the error (the metric is skipped).
 */
export function scoreOnPatternThread(metrics: string[], settings: MetricSettings, outputs: string[]): Promise<ItemScores[]> {
  return itemByItem(
    outputs.length,
    (k) => outputs[k].length,
    (from, to) => ({ kind: 'score', metrics, settings, outputs: outputs.slice(from, to) }),
    (reply) => ('scores' in reply ? reply.scores : undefined),
    (outcome) => {
      const stopped: ItemScores = {};
      for (const name of metrics) {
        stopped[name] =
          outcome === 'timeout'
            ? {
                score: 0,
                reason: `Not checked: matching this answer took longer than ${itemLimitMs} ms and was stopped (a long answer and a large pattern or schema), so it scores 0.`,
              }
            : { error: outcome.message };
      }
      return stopped;
    },
  );
}

/** The custom rules on each item's texts, on the pattern thread: the rules that matched, or why they were stopped. */
export function matchRulesOnPatternThread(rules: RulePattern[], items: RuleTexts[]): Promise<RuleOutcome[]> {
  return itemByItem<RuleOutcome>(
    items.length,
    (k) => Object.values(items[k]).reduce((sum, text) => sum + text.length, 0),
    (from, to) => ({ kind: 'rules', rules, items: items.slice(from, to) }),
    (reply) => ('matches' in reply ? { matches: reply.matches } : undefined),
    (outcome) => ({
      stopped:
        outcome === 'timeout'
          ? `matching took longer than ${itemLimitMs} ms and was stopped (long texts and many or large patterns).`
          : `the pattern thread failed (${outcome.message}).`,
    }),
  );
}

async function check(task: PatternTaskBody, loc: (string | number)[], what: string): Promise<ValidationIssue[]> {
  let problems: SchemaProblem[] = [];
  const outcome = await exchange(task, checkLimitMs, checkLimitMs, (reply) => {
    problems = 'problems' in reply ? reply.problems : [];
    return true;
  });
  if (outcome === 'timeout')
    return [{ loc, msg: `Checking ${what} took longer than ${checkLimitMs} ms and was stopped: make it smaller.`, type: 'value_error' }];
  if (outcome instanceof Error) throw outcome;
  return problems.map((p) => ({ loc: [...loc, ...p.path], msg: p.msg, type: 'value_error' }));
}

/** Problems with a request's pattern and JSON Schema (each named by its loc), found on the pattern thread. */
export async function checkUserPatterns(config: { regex?: string; json_schema?: Record<string, unknown> }): Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (config.regex !== undefined) issues.push(...(await check({ kind: 'check_regex', regex: config.regex }, ['body', 'config', 'regex'], 'this pattern')));
  if (config.json_schema !== undefined)
    issues.push(...(await check({ kind: 'check_schema', schema: config.json_schema }, ['body', 'config', 'json_schema'], 'this JSON Schema')));
  return issues;
}

/** Problems with custom rules' patterns, each at `at`, the rule's index and its field (pattern or keywords), found on the pattern thread. */
export async function checkRulePatterns(
  rules: (Pick<RulePattern, 'source' | 'flags'> & { field: string })[],
  at: (string | number)[],
): Promise<ValidationIssue[]> {
  if (rules.length === 0) return [];
  const task = { kind: 'check_rules' as const, rules: rules.map(({ source, flags }) => ({ source, flags })) };
  const issues = await check(task, at, 'these rules');
  return issues.map((issue) => {
    const index = issue.loc[at.length];
    return typeof index === 'number' ? { ...issue, loc: [...at, index, rules[index].field] } : issue;
  });
}

/** Ends the thread (the server's and the tests' shutdown); a later task starts a new one. */
export async function closePatternThread(): Promise<void> {
  const t = current;
  current = null;
  await t?.worker.terminate();
}
