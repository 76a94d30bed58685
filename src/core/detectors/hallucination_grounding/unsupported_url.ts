// Links in the answer that no source contains. URLs are compared without protocol, "www." and trailing
// slash; a link to the site of a source URL (a shorter path of it) is not invented.
import type { TextView } from '../../text/text-view.js';
import type { Detector, Finding } from '../types.js';
import { hasGroundingSource } from './util.js';

const MAX_EVIDENCE = 10;

/** "https://www.Example.com/docs/" → "example.com/docs": what makes two spellings of one address equal. */
export function normalizeUrl(url: string): string {
  const bare = url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[/#?]+$/, '');
  const slash = bare.indexOf('/');
  return slash < 0 ? bare.toLowerCase() : bare.slice(0, slash).toLowerCase() + bare.slice(slash);
}

function hostOf(normalized: string): string {
  return normalized.split(/[/?#]/)[0];
}

export const detector: Detector = {
  id: 'unsupported_url',
  requires: ['context'],
  detect(_item, text): Finding | null {
    if (!hasGroundingSource(text) || text.output.urls.length === 0) return null;
    const sources = [text.input, text.context, text.toolResults, text.systemPrompt].filter((v): v is TextView => v !== null && !v.isBlank);
    const known = sources.flatMap((v) => v.urls.map((u) => normalizeUrl(u.text)));
    // Sources also name addresses without a protocol ("see example.com/pricing"): look for the text itself.
    const lowered = sources.map((v) => v.text.toLowerCase());
    const hosts = new Set(known.map(hostOf));
    const unsupported: { start: number; end: number; text: string; knownHost: boolean }[] = [];
    for (const u of text.output.urls) {
      const n = normalizeUrl(u.text);
      if (known.some((k) => k === n || k.startsWith(n + '/') || k.startsWith(n + '?') || k.startsWith(n + '#'))) continue;
      if (lowered.some((l) => l.includes(n.toLowerCase()))) continue;
      unsupported.push({ start: u.start, end: u.end, text: u.text, knownHost: hosts.has(hostOf(n)) });
    }
    if (unsupported.length === 0) return null;
    // A made-up page on a site the sources link to is likelier a near miss than an invented site.
    const foreign = unsupported.filter((u) => !u.knownHost).length;
    return {
      decision: 'fail',
      confidence: Number(Math.min(0.92, (foreign > 0 ? 0.75 : 0.6) + 0.05 * (unsupported.length - 1)).toFixed(3)),
      rationale: `The answer links to ${unsupported
        .slice(0, 3)
        .map((u) => u.text)
        .join(
          ', ',
        )}${unsupported.length > 3 ? ` and ${unsupported.length - 3} more` : ''}, which no source (context, input or tool results) contains; the link may be invented.`,
      evidence: unsupported.slice(0, MAX_EVIDENCE).map((u) => ({
        source: 'output' as const,
        start: u.start,
        end: u.end,
        description: u.knownHost ? `${u.text} is on a site the sources mention, but this address is not in them.` : `${u.text} appears in no source.`,
      })),
      severity: foreign > 0 ? undefined : 'medium',
    };
  },
  examples: {
    fail: [
      {
        input: 'Where can I download the driver?',
        context: ['Drivers are available from the support portal at https://support.acme.com/drivers.'],
        output: 'Download it from https://acme-drivers-download.net/latest.',
      },
      {
        input: 'Where are the docs?',
        context: ['Documentation: https://docs.example.org/v2/'],
        output: 'See https://docs.example.org/v2/advanced/secret-flags for the full list of options.',
      },
      {
        input: 'Is there a form for refunds?',
        context: ['Refunds are requested by email to the billing team.'],
        output: 'Yes, fill in www.refund-forms.io/acme and you will hear back in two days.',
      },
    ],
    pass: [
      {
        // The same address written differently: protocol, www, trailing slash.
        input: 'Where can I download the driver?',
        context: ['Drivers are available from https://www.acme.com/drivers/'],
        output: 'Get it at http://acme.com/drivers.',
      },
      {
        // The root of a site the context links to is not invented.
        input: 'What is the homepage?',
        context: ['Pricing is listed on https://example.com/pricing?plan=pro.'],
        output: 'The homepage is https://example.com and pricing is at https://example.com/pricing?plan=pro.',
      },
      {
        // The address is in the context without a protocol.
        input: 'Where do I sign up?',
        context: ['Sign up at portal.example.net/register using your staff number.'],
        output: 'Sign up at https://portal.example.net/register with your staff number.',
      },
    ],
  },
};
