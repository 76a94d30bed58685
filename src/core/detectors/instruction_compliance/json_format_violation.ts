// JSON was asked for (by the user, the system prompt, or a reference answer that is JSON: jsonAskOf) and the
// answer does not parse, wraps valid JSON in prose after an "only JSON" request, or drops the keys the request
// (or the reference) named. A plain "in JSON" request is met by a fenced ```json block inside a friendly
// answer; an "only JSON" request is not.
import type { Detector, EvidenceSpan } from '../types.js';
import { checkJsonOutput, jsonAskOf } from './json-rules.js';
import { quote } from './rule-text.js';

export const detector: Detector = {
  id: 'json_format_violation',
  requires: [],
  detect(item, text) {
    if (text.output.isBlank || text.outputRefusal) return null;
    const ask = jsonAskOf(item);
    if (!ask) return null;
    const request = ask.request;
    const problem = checkJsonOutput(item.output, request);
    if (!problem) return null;
    const asks = { input: 'The input asks for JSON', system_prompt: 'The system prompt asks for JSON', reference: 'The reference answer is JSON' }[ask.from];
    const evidence: EvidenceSpan[] = [];
    if (ask.from === 'input') evidence.push({ source: 'input', start: ask.request.start, end: ask.request.end, description: 'JSON requested here' });
    const requestMeta =
      ask.from === 'system_prompt'
        ? { system_prompt_start: ask.request.start, system_prompt_end: ask.request.end, rule: ask.request.text }
        : ask.from === 'reference'
          ? { asked_by: 'reference' }
          : {};
    if (problem.kind === 'invalid') {
      evidence.push({
        source: 'output',
        start: problem.start,
        end: problem.end,
        description: `JSON parse error: ${problem.reason}`,
        metadata: { parse_error_position: problem.start, ...requestMeta },
      });
      return {
        decision: 'fail',
        confidence: request.strict ? 0.92 : 0.85,
        rationale: `${asks}, but the output is not valid JSON: ${problem.reason}.`,
        evidence,
      };
    }
    if (problem.kind === 'prose') {
      evidence.push({ source: 'output', start: problem.start, end: problem.end, description: 'Text outside the JSON', metadata: requestMeta });
      return {
        decision: 'fail',
        confidence: 0.72,
        rationale: `${asks} only, but the output adds text around it ("${quote(item.output.slice(problem.start, problem.end), 40)}").`,
        evidence,
        severity: 'medium',
      };
    }
    evidence.push({
      source: 'output',
      start: problem.start,
      end: problem.end,
      description: `JSON without the requested key(s) ${problem.missing.join(', ')}`,
      metadata: { missing_keys: problem.missing, ...requestMeta },
    });
    return {
      decision: 'fail',
      confidence: 0.75,
      rationale: `${asks} with ${request.keys.join(', ')}, but the output's JSON lacks ${problem.missing.join(', ')}.`,
      evidence,
    };
  },
  examples: {
    fail: [
      {
        input: 'Extract the person from this sentence and respond in JSON with keys "name" and "age": Ann is 31.',
        output: "Sure! Here it is: {name: 'Ann', age: 31}",
      },
      {
        input: 'Return a JSON array of the order ids in the email below.',
        output: '[{"id": 1}, {"id": 2},',
      },
      {
        input: 'Classify the sentiment of "great product". Respond only with valid JSON, no other text.',
        output: 'The sentiment is clearly positive, so here is the result:\n{"sentiment": "positive"}\nLet me know if you need more.',
      },
      {
        input: 'What is the capital of France?',
        output: 'The capital of France is Paris.',
        system_prompt: 'You are an API backend. Always respond with a JSON object of the form {"answer": "...", "confidence": 0.0}.',
      },
      {
        input: 'Give me the user as JSON with fields `name`, `email` and `plan`.',
        output: '```json\n{"username": "ann", "id": 7}\n```',
      },
      {
        // No instruction names JSON, but the expected answer is a JSON object: the answer is held to it.
        input: 'Extract the invoice number and total from: Invoice INV-7 totals $120.',
        output: 'The invoice number is INV-7 and the total is $120.',
        reference: '{"invoice_number": "INV-7", "total": 120}',
      },
    ],
    pass: [
      {
        input: 'Respond in JSON: what are the three primary colours?',
        output: 'Here you go:\n\n```json\n{"primary_colours": ["red", "yellow", "blue"]}\n```',
      },
      {
        input: 'Return only a JSON object with keys "name" and "age" for: Ann is 31.',
        output: '```json\n{"name": "Ann", "age": 31}\n```',
      },
      {
        input: 'How do I parse JSON in Python?',
        output: 'Use the json module: json.loads(text) turns a JSON string into a dict.',
      },
      {
        input: 'Write a Flask endpoint that returns a JSON object with the server time.',
        output:
          'from flask import Flask, jsonify\napp = Flask(__name__)\n\n@app.get("/time")\ndef time():\n    return jsonify(now=datetime.utcnow().isoformat())',
      },
      {
        input: 'List the planets as JSON.',
        output: '  ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]\n',
      },
      {
        // A reference that is a bare value (a number, a word) says nothing about the answer's format.
        input: 'How many legs does a spider have?',
        output: 'A spider has eight legs.',
        reference: '8',
      },
      {
        input: 'Output the result in JSON format. Is 7 prime?',
        output: "I'm sorry, but I can't help with that.",
      },
    ],
  },
};
