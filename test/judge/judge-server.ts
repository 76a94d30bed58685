// A local OpenAI-compatible chat-completions server for judge tests: each request is answered by the first
// rule whose `when` text occurs in the last message — a canned verdict, malformed text, a refusal, an HTTP
// status (429, 500…) or silence (a timeout). Every request is recorded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { content: string; tokens?: number } | { status: number; retryAfter?: string } | { hang: true };

export interface Rule {
  when: string;
  reply: Reply;
}

export interface JudgeServer {
  url: string;
  /** Requests received: the last message, the authorization header and the whole body. */
  seen: { prompt: string; auth: string | undefined; body: any }[];
  rules: Rule[];
  close(): Promise<void>;
}

export const verdict = (
  decision: 'pass' | 'fail' | 'unsure',
  confidence: number,
  rationale: string,
  quotes: string[] = [],
  extra: Record<string, unknown> = {},
) => JSON.stringify({ decision, confidence, rationale, evidence: quotes.map((quote) => ({ quote })), ...extra });

export async function startJudgeServer(rules: Rule[], fallback: Reply = { content: verdict('pass', 0.9, 'Nothing wrong.') }): Promise<JudgeServer> {
  const seen: JudgeServer['seen'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      const prompt: string = body.messages[body.messages.length - 1].content;
      seen.push({ prompt, auth: req.headers.authorization, body });
      const reply = rules.find((r) => prompt.includes(r.when))?.reply ?? fallback;
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      if ('status' in reply) {
        res
          .writeHead(reply.status, { 'content-type': 'application/json', ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}) })
          .end('{"error": {"message": "canned error"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          usage: { total_tokens: reply.tokens ?? 10 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    rules,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
