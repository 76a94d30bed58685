// Items the analyze API tests send: an answer its context supports, one that changes the context's figures, and
// an empty answer.
export const grounded = {
  input: 'When did order 1182 ship and how much was it?',
  output: 'Order 1182 shipped on May 5 and cost $249.',
  context: ['Order 1182 shipped on May 5. The order total was $249.'],
};
export const hallucinated = {
  input: 'When did order 1182 ship and how much was it?',
  output: 'Order 1182 shipped on May 9 and cost $312.',
  context: ['Order 1182 shipped on May 5. The order total was $249.'],
};
export const empty = { input: 'Summarise the refund policy.', output: '' };
