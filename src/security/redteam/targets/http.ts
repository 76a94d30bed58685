// The http target: any HTTP endpoint, described by a request template (method, headers, body with the attack
// and the conversation filled in) and, optionally, the JSONPath of the answer in its response.
import { Type } from '@sinclair/typebox';
import { checkHost } from './address-policy.js';
import { DEFAULT_BODY_TEMPLATE, fillTemplate } from './body-template.js';
import { checkStatus, requestTarget, TargetError, targetUrl, withRetries } from './http-client.js';
import { parseJsonPath, readPath } from './json-path.js';
import type { TargetKind } from './types.js';

export const RedTeamHttpTarget = Type.Object(
  {
    type: Type.Literal('http', { description: 'Any HTTP endpoint.' }),
    url: Type.String({
      format: 'uri',
      description:
        'Endpoint to send each attack to (http or https). Private, loopback, link-local and cloud-metadata addresses are ' +
        'refused (checked after DNS resolution; redirects are not followed) unless the operator allows them → 422 at start.',
    }),
    method: Type.Optional(
      Type.Union([Type.Literal('POST'), Type.Literal('PUT'), Type.Literal('GET')], {
        description: 'HTTP method; POST when absent. With GET no body is sent.',
      }),
    ),
    headers: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        writeOnly: true,
        description: "Headers sent with every request (e.g. the target's own authorization). Never returned or logged.",
      }),
    ),
    body_template: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.String()], {
        description:
          'Request body: a JSON object, or a string. The placeholders "{{prompt}}" (the attack text) and "{{history}}" ' +
          '(the conversation so far, a JSON array of {role, content}) are replaced in every string value. ' +
          'When absent: {"prompt": "{{prompt}}"}. No user code is ever run.',
      }),
    ),
    response_path: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'JSONPath to the answer in the response body, e.g. "$.choices[0].message.content". When absent the whole body is the answer.',
      }),
    ),
  },
  { additionalProperties: false, $id: 'RedTeamHttpTarget', title: 'RedTeamHttpTarget', description: 'An HTTP endpoint described by a request template.' },
);

export const target: TargetKind<typeof RedTeamHttpTarget> = {
  type: 'http',
  schema: RedTeamHttpTarget,
  async check(target, policy) {
    const url = targetUrl(target.url);
    if (target.response_path) parseJsonPath(target.response_path);
    await checkHost(policy, url.hostname);
  },
  create(target, options) {
    const url = new URL(target.url);
    const method = target.method ?? 'POST';
    const path = target.response_path ? parseJsonPath(target.response_path) : null;
    return {
      type: 'http',
      systemPrompt: null,
      send: (history, signal) =>
        withRetries(options.retries, signal, async () => {
          const prompt = history[history.length - 1].content;
          const body = method === 'GET' ? null : JSON.stringify(fillTemplate(target.body_template ?? DEFAULT_BODY_TEMPLATE, prompt, history));
          const res = await requestTarget(url, { method, headers: target.headers ?? {}, body, timeoutMs: options.timeoutMs, policy: options.policy, signal });
          checkStatus(res.status, res.retryAfter, res.text);
          if (!path) return res.text;
          let parsed: unknown;
          try {
            parsed = JSON.parse(res.text);
          } catch {
            throw new TargetError('the target did not answer JSON, so response_path cannot be read', false);
          }
          const value = readPath(parsed, path);
          if (value === undefined) throw new TargetError(`response_path ${target.response_path} found nothing in the target's answer`, false);
          return typeof value === 'string' ? value : JSON.stringify(value);
        }),
    };
  },
};
