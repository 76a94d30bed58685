// An answer that stops mid-way: an open code fence, a JSON document cut off, an unclosed bracket, or a last
// sentence that ends on a connective, article or comma. Lists and code that end without a period are fine.
import type { Detector, EvidenceSpan, Finding } from '../types.js';

const MIN_LENGTH = 40;
/** Words a complete sentence does not end on. */
const DANGLING = new Set(
  `the a an and or but nor of to for with at by from into onto about as than which who whose whom because since while
  if when where although though unless until such their its my your our his her is are was were be been being will
  would can could should shall may might must has have had do does did very including between among through during
  without within per`.split(/\s+/),
);
const TERMINAL = /[.!?。！？…"'”’)\]}*_`>|:;]$/;
const PAIRS: [string, string][] = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
];

function lastLine(text: string): string {
  const t = text.trimEnd();
  return t.slice(t.lastIndexOf('\n') + 1);
}

/** A list item, table row, heading or code-ish line ends without a period by nature. */
function naturallyUnpunctuated(line: string): boolean {
  return /^\s*(?:[-*•+]|\d+[.)]|[a-z][.)]|#{1,6}|\|)\s?/i.test(line) || /[;{}=<>/\\]\s*$|^\s{4,}\S/.test(line);
}

function unclosed(text: string): { open: string; at: number } | null {
  for (const [open, close] of PAIRS) {
    let depth = 0;
    let lastOpen = -1;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === open) {
        depth++;
        lastOpen = i;
      } else if (text[i] === close && depth > 0) depth--;
    }
    if (depth > 0) return { open, at: lastOpen };
  }
  return null;
}

function jsonCutOff(text: string): boolean {
  const t = text.trim();
  if (!/^[{[]/.test(t) || /[}\]]$/.test(t)) return false;
  try {
    JSON.parse(t);
    return false;
  } catch {
    return true;
  }
}

export const detector: Detector = {
  id: 'truncated_response',
  requires: [],
  detect(item, _text): Finding | null {
    const output = item.output;
    const body = output.trimEnd();
    if (body.length === 0) return null;
    const end = body.length;
    const fences = body.includes('```') ? (body.match(/^\s*```/gm) ?? []).length : 0;
    let reason: string | null = null;
    let confidence = 0;
    let evidence: EvidenceSpan | null = null;
    if (fences % 2 === 1) {
      const at = body.lastIndexOf('```');
      reason = 'A code block is opened but never closed.';
      confidence = 0.85;
      evidence = { source: 'output', start: at, end, description: 'Unclosed code block.' };
    } else if (jsonCutOff(body)) {
      reason = 'The answer is a JSON document that stops before it is complete.';
      confidence = 0.85;
      evidence = { source: 'output', start: Math.max(0, end - 80), end, description: 'The JSON ends without closing.' };
    } else if (body.length >= MIN_LENGTH) {
      const line = lastLine(body);
      // Only the end matters; matching the whole body would rescan it from every position.
      const last = /([\p{L}\p{N}'’-]+)([^\p{L}\p{N}]*)$/u.exec(body.slice(-200));
      const word = last?.[1].toLowerCase() ?? '';
      const tail = last?.[2] ?? '';
      const open = unclosed(body.slice(Math.max(0, end - 400)));
      if (/^\s*(?:\.\.\.|…)$/.test(tail) && DANGLING.has(word)) {
        reason = `The answer trails off with "${word}…" mid-sentence.`;
        confidence = 0.7;
      } else if (/^,\s*$|^\s*[-–—(]\s*$/.test(tail) || (tail.trim() === '' && DANGLING.has(word))) {
        reason = `The last sentence breaks off after "${word}${tail.trim()}".`;
        confidence = DANGLING.has(word) ? 0.75 : 0.65;
      } else if (open && !TERMINAL.test(body) && !naturallyUnpunctuated(line)) {
        reason = `A "${open.open}" near the end is never closed and the last sentence has no ending.`;
        confidence = 0.6;
      } else if (/\p{L}(?:\.\.\.|…)$/u.test(body) && (body.match(/\.\.\.|…/g) ?? []).length === 1 && line.split(/\s+/).length >= 12) {
        // "…" glued to a word may be a cut-off word or a trailing thought: too weak to fail on.
        reason = `The answer ends with "${word}…" in the middle of a long sentence.`;
        confidence = 0.4;
      }
      if (reason) {
        const start = Math.max(body.lastIndexOf('\n') + 1, end - 120);
        evidence = { source: 'output', start, end, description: 'Where the answer stops.' };
      }
    }
    if (!reason || !evidence) return null;
    return {
      decision: confidence < 0.5 ? 'unsure' : 'fail',
      confidence,
      rationale: `${reason} The output was probably cut off (token limit or timeout).`,
      evidence: [evidence],
    };
  },
  examples: {
    fail: [
      {
        input: 'Explain how vaccines work.',
        output: 'Vaccines train the immune system by exposing it to a harmless piece of a pathogen. Over time, the body learns to recognise the',
      },
      {
        input: 'Write a Python function that reverses a string.',
        output: 'Here is the function:\n\n```python\ndef reverse(s):\n    return s[::-1]\n',
      },
      {
        input: 'Return the user as JSON.',
        output: '{"id": 42, "name": "Ada Lovelace", "roles": ["admin", "edi',
      },
      {
        input: 'List the benefits of exercise.',
        output: 'Exercise improves cardiovascular health, strengthens muscles, lifts mood, and,',
      },
    ],
    pass: [
      {
        // A list ends without a period by nature.
        input: 'List three fruits.',
        output: 'Here are three fruits:\n- Apple\n- Banana\n- Cherry',
      },
      {
        // Closed code ends the answer.
        input: 'Write a Python function that reverses a string.',
        output: 'Here is the function:\n\n```python\ndef reverse(s):\n    return s[::-1]\n```',
      },
      {
        input: 'Explain how vaccines work.',
        output: 'Vaccines train the immune system by exposing it to a harmless piece of a pathogen, so it reacts faster later.',
      },
      {
        // A short answer without a period is not a truncation.
        input: 'Capital of France?',
        output: 'Paris',
      },
    ],
  },
};
