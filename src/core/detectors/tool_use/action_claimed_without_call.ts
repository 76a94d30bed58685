// The answer says an action was carried out ("I've sent the email", "Your order has been cancelled") while no
// tool call was made at all, or none whose name fits the action (only search_docs for "sent the email").
// Runs on every item: a chat answer with no tools that claims to have booked a table is the clearest case.
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import { toolFitsClaim } from './action-families.js';
import { findActionClaims, type ActionClaim } from './claims.js';
import { sentenceAt } from './tool-text.js';

const stemOf = (verb: string) =>
  verb
    .toLowerCase()
    .replace(/(?:ll)?ed$|d$/, '')
    .slice(0, 6);

export const detector: Detector = {
  id: 'action_claimed_without_call',
  requires: [],
  basis: 'structure',
  detect(item, text): Finding | null {
    if (text.output.isBlank) return null;
    const claims = findActionClaims(item.output, item.input);
    if (claims.length === 0) return null;
    const calls = item.toolCalls;
    const names = [...new Set(calls.map((c) => c.name))];
    const context = text.context.text.toLowerCase();
    const input = item.input.toLowerCase();
    const unbacked: ActionClaim[] = [];
    for (const claim of claims) {
      if (calls.some((c) => toolFitsClaim(c.name, claim.family))) continue;
      // "Your order has been cancelled" may restate a status the sources already give, not an action taken.
      if (claim.passive && (context.includes(stemOf(claim.verb)) || input.includes(claim.verb.toLowerCase()))) continue;
      unbacked.push(claim);
    }
    if (unbacked.length === 0) return null;
    const first = unbacked[0];
    const firstPerson = unbacked.some((c) => !c.passive);
    const none = calls.length === 0;
    const confidence = (none ? 0.8 : 0.68) + (firstPerson ? 0.06 : -0.04) + Math.min(0.06, 0.03 * (unbacked.length - 1));
    const evidence: EvidenceSpan[] = unbacked.slice(0, 5).map((c) => {
      const s = sentenceAt(item.output, c.start);
      return {
        source: 'output',
        start: Math.min(s.start, c.start),
        end: Math.max(s.end, c.end),
        description: `Claims a completed "${c.family}" action`,
        metadata: { action: c.family, tools_called: names },
      };
    });
    return {
      decision: 'fail',
      confidence: Math.round(Math.min(0.92, confidence) * 100) / 100,
      rationale: none
        ? `The answer claims "${first.text}" but no tool call was made, so nothing performed the action.`
        : `The answer claims "${first.text}" but none of the calls (${names.join(', ')}) could have performed it.`,
      evidence,
    };
  },
  examples: {
    fail: [
      {
        input: 'Please email the Q3 report to Dana.',
        output: "I've sent the Q3 report to Dana. She should have it in her inbox now.",
      },
      {
        input: 'Cancel my subscription, please.',
        output: 'Done! Your subscription has been cancelled and you will not be charged again.',
        tool_calls: [{ name: 'search_docs', arguments: { query: 'cancel subscription' }, output: 'To cancel, go to Settings > Billing.' }],
      },
      {
        input: 'Book a table for two at Nopa tomorrow at 7pm.',
        output: 'I have booked a table for two at Nopa tomorrow at 7 pm. Enjoy your dinner!',
        tool_calls: [{ name: 'list_restaurants', arguments: { city: 'San Francisco' }, output: '[{"name": "Nopa"}]' }],
      },
      {
        input: 'Move my dentist appointment to Friday.',
        output: 'Sure, I just moved your dentist appointment to Friday at 10:00.',
        tool_calls: [],
      },
    ],
    pass: [
      {
        input: 'Please email the Q3 report to Dana.',
        output: "I've sent the Q3 report to Dana.",
        tool_calls: [{ name: 'send_email', arguments: { to: 'dana@acme.com', subject: 'Q3 report' }, output: '{"status": "sent"}' }],
      },
      {
        input: 'Book a table for two at Nopa tomorrow at 7pm.',
        output: 'I can book a table for two at Nopa tomorrow at 7 pm. Would you like me to go ahead once you confirm?',
      },
      {
        input: 'Fix the bug in this function: def add(a, b): return a - b',
        output: "I've updated the function below so it adds instead of subtracting:\n\ndef add(a, b):\n    return a + b",
      },
      {
        input: 'Write a short email telling my team the offsite is booked.',
        output: 'Subject: Offsite confirmed\n\nHi team,\n\nI have booked the venue for our offsite on 12 June. Details to follow.\n\nBest,\nSam',
      },
      {
        input: 'Why was my order cancelled?',
        output: 'Your order has been cancelled because the payment card was declined twice.',
        context: ['Order #5512 status: cancelled (payment declined twice).'],
      },
    ],
  },
};
