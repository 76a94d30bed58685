// JSON was asked for (by the user or the system prompt) and the answer does not parse, wraps valid JSON in
// prose after an "only JSON" request, or drops the keys the request named. A plain "in JSON" request is
// met by a fenced ```json block inside a friendly answer; an "only JSON" request is not.
import type { Detector, EvidenceSpan } from '../types.js';
import { checkJsonOutput, findJsonRequest } from './json-rules.js';
import { quote } from './rule-text.js';

export const detector: Detector = {
  id: 'json_format_violation',
  requires: [],
  detect(item, text) {
    if (text.output.isBlank || text.outputRefusal) return null;
    const fromInput = findJsonRequest(item.input);
    const request = fromInput ?? (item.systemPrompt ? findJsonRequest(item.systemPrompt) : null);
    if (!request) return null;
    const problem = checkJsonOutput(item.output, request);
    if (!problem) return null;
    const where = fromInput ? 'The input' : 'The system prompt';
    const evidence: EvidenceSpan[] = [];
    if (fromInput) evidence.push({ source: 'input', start: request.start, end: request.end, description: 'JSON requested here' });
    const requestMeta = fromInput ? {} : { system_prompt_start: request.start, system_prompt_end: request.end, rule: request.text };
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
        rationale: `${where} asks for JSON, but the output is not valid JSON: ${problem.reason}.`,
        evidence,
      };
    }
    if (problem.kind === 'prose') {
      evidence.push({ source: 'output', start: problem.start, end: problem.end, description: 'Text outside the JSON', metadata: requestMeta });
      return {
        decision: 'fail',
        confidence: 0.72,
        rationale: `${where} asks for JSON only, but the output adds text around it ("${quote(item.output.slice(problem.start, problem.end), 40)}").`,
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
      rationale: `${where} asks for JSON with ${request.keys.join(', ')}, but the output's JSON lacks ${problem.missing.join(', ')}.`,
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
        input: 'Output the result in JSON format. Is 7 prime?',
        output: "I'm sorry, but I can't help with that.",
      },
    ],
  },
};
