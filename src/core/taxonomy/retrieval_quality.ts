// Retrieval quality: the failure lies in what the retriever handed the model, not in the generation;
// tagging it apart tells a team to fix the index or the query rather than the prompt.
import type { BucketDef } from './types.js';

export const bucket: BucketDef = {
  bucket_id: 'retrieval_quality',
  bucket_name: 'Retrieval quality',
  description: 'The retrieved context is missing, irrelevant, redundant, or ignored by the answer, so the model could not ground its answer well.',
  subcategories: [
    {
      subcategory_id: 'empty_context',
      subcategory_name: 'Empty context',
      description: 'Retrieval returned no context, or only blank or whitespace chunks, for a question that needed it.',
      impact_score: 3,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'The context field is present but holds no chunks',
        'Every chunk is empty, whitespace or a placeholder such as "N/A" or "null"',
        'The answer still makes factual statements despite the empty context',
      ],
      examples: ['context: [] for "What is our parental leave policy?"', 'context: ["", " "] and the answer describes a refund policy in detail.'],
      remediation:
        'Check the index is populated and the query reaches it; log retrieval misses; when nothing is retrieved, have ' +
        'the application say so instead of letting the model answer from memory.',
      related_security_categories: [],
      related_eval_metrics: ['context_recall', 'context_relevance'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'irrelevant_context',
      subcategory_name: 'Irrelevant context',
      description: 'The retrieved chunks share little with the question, so they cannot answer it.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'Low lexical overlap between the question\'s content words and every chunk (a word also matches its identifier form, and synonyms or derived forms of its most frequent WordNet sense: "returned" answers "refund")',
        'Key terms of the question (names, products, numbers) absent from all chunks',
        'Unsure (low), not a fail: stray chunks beside relevant ones, or chunks the answer draws on though the question names their topic in other words',
        'Low context relevance or precision score',
      ],
      examples: [
        'Question about "shipping to Canada"; the chunks are about password resets.',
        'Question about the 2024 pricing; the chunks describe the 2019 product launch.',
      ],
      remediation:
        'Tune the retriever: better chunking, hybrid keyword plus vector search, metadata filters, query rewriting, ' +
        'and a re-ranker; raise the similarity threshold so weak matches are dropped.',
      related_security_categories: [],
      related_eval_metrics: ['context_relevance', 'context_precision'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'context_not_used',
      subcategory_name: 'Context not used',
      description: 'Relevant context was supplied, but the answer ignores it and answers from elsewhere.',
      impact_score: 2,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'The context is relevant to the question but shares almost no content words with the answer',
        'Facts in the context that answer the question are missing from the answer',
        'Low faithfulness while context relevance is high',
      ],
      examples: [
        'Context gives the office hours 9–5; the answer says "Please check our website for opening hours."',
        'Context contains the exact error fix; the answer suggests a generic restart.',
      ],
      remediation:
        'Put the context close to the question in the prompt and label it clearly; instruct the model to base the answer ' +
        'on it; shorten overly long context so the relevant part is not lost in the middle.',
      related_security_categories: [],
      related_eval_metrics: ['faithfulness', 'context_recall'],
      gates_ci_by_default: false,
    },
    {
      subcategory_id: 'duplicate_context',
      subcategory_name: 'Duplicate context',
      description: 'Several retrieved chunks are identical or nearly so, wasting the context budget.',
      impact_score: 1,
      risk_category: 'medium',
      detection_approach: 'deterministic',
      minimal_mode_compatible: true,
      required_inputs: ['context'],
      signals: [
        'Two or more chunks with identical normalised text',
        'Chunk pairs with very high shingle or token overlap',
        'A large share of the context taken by repeated passages',
      ],
      examples: ['The same FAQ paragraph retrieved three times from three copies of the page.', "Overlapping chunks that repeat 90% of each other's text."],
      remediation:
        'Deduplicate documents at indexing time; reduce chunk overlap; apply maximal-marginal-relevance or a ' + 'near-duplicate filter to retrieval results.',
      related_security_categories: [],
      related_eval_metrics: ['context_precision'],
      gates_ci_by_default: false,
    },
  ],
};
