// Hallucination & grounding: the answer states things the supplied context does not support. Every
// detector here compares the output with the retrieved context, so each needs context.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'hallucination_grounding',
  bucket_name: 'Hallucination & grounding',
  description: 'The answer asserts facts, figures, names, links or sources that the supplied context does not support, or that contradict it.',
  subcategories: [
    {
      subcategory_id: 'unsupported_claim',
      subcategory_name: 'Unsupported claim',
      description: 'The answer makes a factual statement that no passage of the supplied context supports.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'hybrid',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'An output sentence shares few content words with every context chunk (in a summary, which paraphrases, two or more such sentences); a source\'s identifiers ("in_transit") and common abbreviations ("ETA") count as the words they stand for',
        'Assertive wording ("is", "always", "was founded") with no matching context passage',
        'A judge rates the sentence as not entailed by the context',
        'Low faithfulness score for the item',
        'Unsure, not fail, when all a sentence lacks is an abbreviation a dictionary lists ("UK", "TV", "CEO") or synonyms of the sources\' words in their most frequent WordNet sense ("physician" where a source says "doctor"): they may stand for the sources\' own words, but are no proof of the same fact',
      ],
      examples: [
        'Context describes a 30-day refund window; the answer adds "refunds are also available in store".',
        'Context lists two product tiers; the answer describes a third "Enterprise Plus" tier.',
      ],
      remediation:
        'Tell the model to answer only from the provided context and to say when it does not know; lower the temperature; ' +
        'add a grounding check that drops or rewrites sentences without support before the answer is returned.',
      related_security_categories: ['S19'],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'unsupported_number',
      subcategory_name: 'Unsupported number',
      description: 'The answer contains a number, amount, percentage or quantity that appears nowhere in the context.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'A numeric token in the output (after normalising commas, units and percent signs) is absent from the context',
        'A currency amount or percentage with no equal value in the context',
        'A number that is not in the input either, so the user did not supply it',
      ],
      examples: ['Context says "up to 20 GB of storage"; the answer says "50 GB".', 'Context gives a price of $49; the answer quotes "$39 per month".'],
      remediation:
        'Instruct the model to copy figures verbatim from the context; make sure retrieval returns the chunks that hold ' +
        'the figures; post-check numbers in the answer against the context and block answers with invented ones.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'unsupported_date',
      subcategory_name: 'Unsupported date',
      description: 'The answer gives a date, year or deadline that the context does not contain.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'A parsed date or year in the output has no equal date in the context',
        'A deadline or effective date that differs from the one in the context',
        'A relative date ("next Monday") turned into an absolute date the context never states',
      ],
      examples: [
        'Context says the policy took effect on 1 March 2023; the answer says "since January 2022".',
        'Context gives no release date; the answer states "released in 2019".',
      ],
      remediation:
        'Ask the model to quote dates exactly as written in the context and to omit them when absent; include document ' +
        'dates in the retrieved chunks; post-check dates against the context.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'unsupported_entity',
      subcategory_name: 'Unsupported entity',
      description: 'The answer names a person, organisation, product or place that neither the context nor the question mentions.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'A capitalised multi-word name in the output is absent from the context and the input',
        'A product or company name not found in any context chunk',
        'A person credited with a role the context assigns to someone else or to no one',
        'Unsure, not fail, when the only such names are abbreviations a dictionary lists for a place or a thing ("UK", "USA", "TV"), not an organisation',
      ],
      examples: [
        'Context names the CEO as Maria Lopez; the answer says "CEO John Carter".',
        'The answer recommends "the Acme Sync plugin", which no document mentions.',
      ],
      remediation:
        'Restrict answers to names present in the context; add the relevant entity records to retrieval; flag or strip ' +
        'names in the answer that cannot be matched to the context.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'unsupported_url',
      subcategory_name: 'Unsupported URL',
      description: 'The answer includes a link or domain that does not appear in the context or the question.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'A URL in the output whose host is not in the context or the input',
        'A URL whose path differs from every URL on the same host in the context',
        'An email address or domain the context never mentions',
      ],
      examples: [
        'The answer links to "https://help.example.com/refunds-2024" while the context only has "https://example.com/refunds".',
        'The answer tells the user to write to "support@exampel.com", a domain absent from the context.',
      ],
      remediation:
        'Only allow links copied from the context or an allow-list of domains; rewrite or remove other links before ' +
        'display, since invented links lead users to dead or look-alike sites.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'fabricated_citation',
      subcategory_name: 'Fabricated citation',
      description: 'The answer cites a source, document, section or reference marker that does not exist in the context.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'A reference marker such as [3] or [doc-7] beyond the number or ids of the supplied chunks',
        'A cited document title or section heading absent from the context',
        'A quotation in the output that matches no context passage',
        'An academic-style reference (author, year, journal) not found in the context',
      ],
      examples: [
        'Three chunks are supplied; the answer cites "[5]".',
        'The answer quotes "Section 4.2 of the Employee Handbook", which is not in the context.',
      ],
      remediation:
        'Give each chunk a stable id and instruct the model to cite only those ids; validate citations after generation ' +
        'and drop or repair any that do not resolve to a supplied chunk.',
      related_security_categories: ['S19'],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: true,
    },
    {
      subcategory_id: 'context_contradiction',
      subcategory_name: 'Context contradiction',
      description: 'The answer states the opposite of what the context says.',
      impact_score: 2,
      risk_category: 'high',
      detection_approach: 'hybrid',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'An output sentence matches a context sentence except for a negation',
        'A word no source uses where the context passage with the same neighbouring words has its opposite ("fell" vs "rose", "unpopular" vs "popular", "none" vs "all")',
        'A negation where the context passage with the same neighbouring words affirms the negated word, or denies nothing at all',
        'A judge rates the sentence as contradicted by the context',
        'Low faithfulness score for the item',
      ],
      examples: [
        'Context: "Pets are not allowed in the rooms." Answer: "Yes, pets are welcome in the rooms."',
        'Context: "The warranty does not cover water damage." Answer: "Water damage is covered."',
      ],
      remediation:
        'Check that the model sees the whole relevant passage (chunks cut before a negation cause this); tell it to ' +
        'prefer the context over prior knowledge; add a contradiction check before returning the answer.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness'],
      gates_ci_by_default: true,
    },
  ],
};
