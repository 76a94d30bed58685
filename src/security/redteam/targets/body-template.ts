// The http target's request body: "{{prompt}}" and "{{history}}" replaced in every string of the template.
// A string that is exactly "{{history}}" becomes the history array itself; elsewhere the history is JSON text.
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export const DEFAULT_BODY_TEMPLATE = { prompt: '{{prompt}}' };

export function fillTemplate(template: unknown, prompt: string, history: Turn[]): unknown {
  if (typeof template === 'string') {
    if (template === '{{history}}') return history;
    return template.replaceAll('{{prompt}}', prompt).replaceAll('{{history}}', JSON.stringify(history));
  }
  if (Array.isArray(template)) return template.map((v) => fillTemplate(v, prompt, history));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, prompt, history)]));
  }
  return template;
}
