// The input sets an explicit length ("in under 50 words", "in one sentence", "a two-paragraph summary",
// "at least 300 words") and the answer breaks it. Vague asks ("keep it brief") are ignored; "about N" gets a
// tolerance. The evidence points at where the answer runs past the limit, or at the whole answer when short.
import type { Detector, Finding } from '../types.js';
import { breachConfidence, breachSentence, checkLength, describeRule, findLengthRules, type LengthBreach } from './length-rules.js';

export const detector: Detector = {
  id: 'length_constraint_violation',
  requires: [],
  detect(item, text): Finding | null {
    if (text.output.isBlank || text.outputRefusal) return null;
    const rules = findLengthRules(item.input);
    if (rules.length === 0) return null;
    let worst: LengthBreach | null = null;
    for (const rule of rules) {
      const breach = checkLength(text.output, rule);
      if (breach && (!worst || breach.ratio > worst.ratio)) worst = breach;
    }
    if (!worst) return null;
    const tooLong = worst.overAt !== null;
    return {
      decision: 'fail',
      confidence: breachConfidence(worst),
      rationale: `The input ${breachSentence(worst)}.`,
      evidence: [
        { source: 'input', start: worst.rule.start, end: worst.rule.end, description: `Length rule: ${describeRule(worst.rule)}` },
        {
          source: 'output',
          start: tooLong ? worst.overAt! : worst.start,
          end: worst.end,
          description: tooLong ? `Text beyond the limit (${worst.actual} ${worst.rule.unit}s in all)` : `Answer of ${worst.actual} ${worst.rule.unit}(s)`,
          metadata: { unit: worst.rule.unit, limit: worst.rule.value, actual: worst.actual, kind: worst.rule.kind },
        },
      ],
    };
  },
  examples: {
    fail: [
      {
        input: 'Summarise the plot of Hamlet in one sentence.',
        output:
          'Prince Hamlet seeks revenge on his uncle Claudius, who murdered his father. He feigns madness while he plans. Ophelia drowns. A duel ends with nearly everyone dead. Fortinbras takes the throne.',
      },
      {
        input: 'Describe the benefits of unit tests in under 20 words.',
        output:
          'Unit tests catch regressions early, document the intended behaviour of code, make refactoring safer, speed up debugging, and give developers the confidence to ship changes quickly without manual checks.',
      },
      {
        input: 'Write an essay of at least 150 words on why sleep matters.',
        output: 'Sleep matters because it restores the body and the mind. Without it, attention and mood suffer.',
      },
      {
        input: 'Write a two-paragraph product update for our customers about the new export feature.',
        output:
          'We are excited to announce CSV export, available today for every workspace on every plan.\n\nExports include all fields and respect your filters, so what you see is what you get.\n\nYou can schedule exports weekly, and they arrive by email as a download link.\n\nThank you for the feedback that shaped this release.',
      },
      {
        input: 'Is Python dynamically typed? Answer only yes or no.',
        output: 'Yes. Python checks types at runtime rather than at compile time. Variables can be rebound to values of any type.',
      },
    ],
    pass: [
      {
        input: 'Summarise the plot of Hamlet in one sentence.',
        output:
          'Sure! Here is a one-sentence summary:\nPrince Hamlet feigns madness to avenge his father, e.g. by staging a play, and the revenge ends in a duel that kills nearly everyone.',
      },
      {
        input: 'In about 30 words, what does a load balancer do?',
        output:
          'A load balancer spreads incoming requests across several servers so that no single machine is overwhelmed, which improves availability, lets you add capacity easily, and routes traffic away from unhealthy nodes automatically.',
      },
      {
        input: 'Keep it brief: what is DNS?',
        output:
          'DNS, the Domain Name System, translates human-readable names like example.com into IP addresses. Resolvers query root, TLD and authoritative servers, caching answers for their TTL. It is often called the phone book of the internet.',
      },
      {
        input: 'Write a short story with three characters who meet on a train.',
        output:
          'Ana boarded the night train to Lisbon. Across from her sat an old man and a boy with a violin. By morning, they had shared bread, stories and a song.',
      },
      {
        input: 'Give each product a one-sentence description: the Lumo lamp and the Fjord chair.',
        output: 'Lumo lamp: a dimmable desk lamp with a warm glow. It folds flat.\nFjord chair: an oak chair with a woven seat. It stacks.',
      },
      {
        input: 'List 5 words that rhyme with "cat".',
        output: 'Hat, bat, mat, rat, and sat all rhyme with cat, and so do flat, chat and spat if you want more options.',
      },
    ],
  },
};
