// Academic-style citations in the answer that the sources do not contain: author-year references,
// numbered reference markers beyond the documents given, DOIs, arXiv ids and journal names.
import type { TextView } from '../../text/text-view.js';
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { sourceIndex, type SourceIndex } from './sources.js';
import { hasGroundingSource } from './util.js';

type Kind = 'doi' | 'arxiv' | 'author_year' | 'reference_marker' | 'journal';

interface Citation {
  kind: Kind;
  start: number;
  end: number;
  text: string;
}

const SURNAME = String.raw`\p{Lu}[\p{L}'’-]+`;
const AUTHORS = String.raw`${SURNAME}(?:\s+et\s+al\.?|\s+(?:and|&)\s+${SURNAME})?`;
const AUTHOR_YEAR = new RegExp(String.raw`\((${AUTHORS}),?\s+((?:19|20)\d{2})[a-z]?(?:[;,]\s*[^)]{0,60})?\)|\b(${AUTHORS})\s+\(((?:19|20)\d{2})[a-z]?\)`, 'gu');
const DOI = /\b10\.\d{4,9}\/[^\s"'<>()\]]+[^\s"'<>()\].,;:]/g;
const ARXIV = /\barXiv:\s?(\d{4}\.\d{4,5})(?:v\d+)?\b|\barxiv\.org\/(?:abs|pdf)\/(\d{4}\.\d{4,5})/gi;
const MARKER = /\[(\d{1,3}(?:\s*[-–,]\s*\d{1,3})*)\]/g;
const JOURNAL = /\b(?:Journal of|Proceedings of|Annals of|Transactions on|Bulletin of|Review of)(?:\s+the)?(?:\s+(?:of|and|&|in|on|for)?\s*\p{Lu}[\p{L}-]*)+/gu;
const MAX_EVIDENCE = 10;
const CONFIDENCE: Record<Kind, number> = { doi: 0.85, arxiv: 0.85, author_year: 0.75, journal: 0.6, reference_marker: 0.6 };
const LABEL: Record<Kind, string> = {
  doi: 'DOI',
  arxiv: 'arXiv id',
  author_year: 'author-year citation',
  journal: 'journal reference',
  reference_marker: 'reference marker',
};

function markerNumbers(body: string): number[] {
  const out: number[] = [];
  for (const part of body.split(',')) {
    const [a, b] = part.split(/[-–]/).map((x) => Number.parseInt(x.trim(), 10));
    if (b !== undefined && b >= a && b - a < 50) for (let i = a; i <= b; i++) out.push(i);
    else out.push(a);
  }
  return out;
}

function find(text: string): Citation[] {
  const out: Citation[] = [];
  const push = (kind: Kind, m: RegExpMatchArray) => out.push({ kind, start: m.index!, end: m.index! + m[0].length, text: m[0] });
  // Cheap tests first: most answers cite nothing, and these patterns are costly on long text.
  if (text.includes('10.')) for (const m of text.matchAll(DOI)) push('doi', m);
  if (/arxiv/i.test(text)) for (const m of text.matchAll(ARXIV)) push('arxiv', m);
  if (text.includes('(') && /(?:19|20)\d\d/.test(text)) for (const m of text.matchAll(AUTHOR_YEAR)) push('author_year', m);
  if (/Journal|Proceedings|Annals|Transactions|Bulletin|Review/.test(text)) for (const m of text.matchAll(JOURNAL)) push('journal', m);
  if (text.includes('['))
    for (const m of text.matchAll(MARKER)) {
      // A markdown link text or a checkbox is no reference; nor is an index inside code ("arr[1]").
      const next = text[m.index! + m[0].length];
      const prev = text[m.index! - 1];
      if (next === '(' || next === ':' || (prev !== undefined && /[\w\])]/.test(prev))) continue;
      push('reference_marker', m);
    }
  return out;
}

function supported(c: Citation, index: SourceIndex, sources: TextView[], documents: number): boolean {
  const mentions = (s: string) => sources.some((v) => v.text.toLowerCase().includes(s.toLowerCase()));
  switch (c.kind) {
    case 'doi':
      return mentions(c.text);
    case 'arxiv':
      return mentions(/\d{4}\.\d{4,5}/.exec(c.text)![0]);
    case 'journal':
      return mentions(c.text);
    case 'author_year': {
      const year = Number(/(?:19|20)\d{2}/.exec(c.text)![0]);
      const surname = /\p{Lu}[\p{L}'’-]+/u.exec(c.text)![0];
      return index.mentions(surname) && index.hasNumber(year);
    }
    case 'reference_marker':
      // "[2]" may point at the second document given; beyond them it points at nothing the model saw.
      return mentions(c.text) || markerNumbers(c.text.slice(1, -1)).every((n) => n >= 1 && n <= documents);
  }
}

export const detector: Detector = {
  id: 'fabricated_citation',
  requires: ['context'],
  detect(item, text): Finding | null {
    if (!hasGroundingSource(text) || text.output.isBlank) return null;
    const citations = find(text.output.text);
    if (citations.length === 0) return null;
    const index = sourceIndex(text);
    const sources = [text.input, text.context, text.toolResults, text.systemPrompt].filter((v): v is TextView => v !== null && !v.isBlank);
    const documents = item.context.filter((c) => c.trim() !== '').length + item.toolCalls.filter((c) => c.result).length;
    const fabricated = citations.filter((c) => !supported(c, index, sources, documents));
    if (fabricated.length === 0) return null;
    const strongest = Math.max(...fabricated.map((c) => CONFIDENCE[c.kind]));
    const evidence: EvidenceSpan[] = fabricated.slice(0, MAX_EVIDENCE).map((c) => ({
      source: 'output',
      start: c.start,
      end: c.end,
      description: `${LABEL[c.kind]} ${c.text} is not in the sources.`,
      metadata: { kind: c.kind },
    }));
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.95, strongest + 0.04 * (fabricated.length - 1)).toFixed(3)),
      rationale: `The answer cites ${fabricated
        .slice(0, 3)
        .map((c) => c.text)
        .join(
          ', ',
        )}${fabricated.length > 3 ? ` and ${fabricated.length - 3} more` : ''}, which the context and tool results do not contain; the reference may be invented.`,
      evidence,
      severity: 'high',
    };
  },
  examples: {
    fail: [
      {
        input: 'Is intermittent fasting effective?',
        context: ['A 2020 trial of 116 adults found modest weight loss with time-restricted eating.'],
        output: 'Yes, it reduces weight substantially (Johnson et al., 2018), as shown in the Journal of Metabolic Research.',
      },
      {
        input: 'Cite the source for the claim.',
        context: ['Transformers use self-attention to model dependencies.'],
        output: 'This is described in Vaswani et al. (2017), doi:10.5555/3295222.3295349.',
      },
      {
        input: 'Summarize the two documents.',
        context: ['Doc one: sales rose in Q1.', 'Doc two: costs fell in Q1.'],
        output: 'Sales rose [1] while costs fell [2], continuing the trend reported earlier [7].',
      },
    ],
    pass: [
      {
        // "[1]" and "[2]" point at the documents given.
        input: 'Summarize the two documents.',
        context: ['Doc one: sales rose in Q1.', 'Doc two: costs fell in Q1.'],
        output: 'Sales rose [1] while costs fell [2].',
      },
      {
        input: 'What does the paper say?',
        context: ['Smith and Lee (2019) report a 12% gain; see arXiv:1906.01234 and doi 10.1000/xyz123.'],
        output: 'Smith & Lee (2019) report a 12% gain (arXiv:1906.01234, 10.1000/xyz123).',
      },
      {
        // Markdown links and array indexes are not reference markers.
        input: 'How do I read the first element?',
        context: ['Arrays are zero-indexed; see the guide at https://example.com/arrays.'],
        output: 'Use `items[0]`, as the [guide](https://example.com/arrays) explains.',
      },
    ],
  },
};
