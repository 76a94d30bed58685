// The openai target: a model behind an OpenAI-compatible chat-completions endpoint, sent the conversation
// after the system prompt Assay knows (so leakage of it can be judged).
import { Type } from '@sinclair/typebox';
import { checkHost } from './address-policy.js';
import { checkStatus, requestTarget, TargetError, targetUrl, withRetries } from './http-client.js';
import type { TargetKind } from './types.js';

export const RedTeamOpenAITarget = Type.Object(
  {
    type: Type.Literal('openai', { description: 'An OpenAI-compatible chat-completions endpoint.' }),
    base_url: Type.String({
      format: 'uri',
      description: 'Base URL of the API, e.g. "https://api.openai.com/v1" or "http://ollama:11434/v1". Same address rules as the http target.',
    }),
    model: Type.String({ minLength: 1, description: 'Model name as the endpoint knows it.' }),
    api_key: Type.Optional(
      Type.String({
        minLength: 1,
        writeOnly: true,
        description: 'API key of the target endpoint; absent for endpoints without auth. Never returned or logged.',
      }),
    ),
    system_prompt: Type.Optional(Type.String({ description: 'System prompt sent before every conversation.' })),
  },
  {
    additionalProperties: false,
    $id: 'RedTeamOpenAITarget',
    title: 'RedTeamOpenAITarget',
    description: 'A model served behind an OpenAI-compatible API (OpenAI, vLLM, Ollama, llama.cpp server, LiteLLM).',
  },
);

export const target: TargetKind<typeof RedTeamOpenAITarget> = {
  type: 'openai',
  schema: RedTeamOpenAITarget,
  async check(target, policy) {
    const url = targetUrl(target.base_url);
    await checkHost(policy, url.hostname);
  },
  create(target, options) {
    const url = new URL(`${target.base_url.replace(/\/+$/, '')}/chat/completions`);
    return {
      type: 'openai',
      systemPrompt: target.system_prompt ?? null,
      send: (history, signal) =>
        withRetries(options.retries, signal, async () => {
          const messages = [...(target.system_prompt ? [{ role: 'system', content: target.system_prompt }] : []), ...history];
          const headers: Record<string, string> = target.api_key ? { authorization: `Bearer ${target.api_key}` } : {};
          const body = JSON.stringify({ model: target.model, messages });
          const res = await requestTarget(url, { method: 'POST', headers, body, timeoutMs: options.timeoutMs, policy: options.policy, signal });
          checkStatus(res.status, res.retryAfter, res.text);
          const content = (() => {
            try {
              return (JSON.parse(res.text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
            } catch {
              return undefined;
            }
          })();
          if (typeof content !== 'string') throw new TargetError('the endpoint answered without choices[0].message.content', false);
          return content;
        }),
    };
  },
};
