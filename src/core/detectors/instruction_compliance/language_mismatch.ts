// The answer is in another language than the one asked for ("answer in Spanish", "auf Deutsch"), or, with no
// explicit ask, than the one the user wrote in. Both texts must be long enough for the guess to be reliable,
// and an answer that contains the expected language (a quoted translation) is given the benefit of the doubt.
import type { Detector, EvidenceSpan, Finding } from '../types.js';
import {
  checkAnswerLanguage,
  distinctiveMarkers,
  englishShare,
  findLanguageRequest,
  headView,
  judgeableLanguage,
  languageName,
  languagePresent,
  mostlyIn,
} from '../../text/language-rules.js';
import { codeFence, round2 } from './rule-text.js';

const TRANSLATION_TASK = /\b(?:translat\w*|tradu\w*|übersetz\w*|vertaal\w*|перев\w*)|翻译|翻訳|번역/i;

function openingSpan(output: string): { start: number; end: number } {
  const start = output.length - output.trimStart().length;
  const stop = output.slice(start, start + 240).search(/[.!?。！？]\s|\n/);
  return { start, end: stop > 20 ? start + stop + 1 : Math.min(output.length, start + 160) };
}

export const detector: Detector = {
  id: 'language_mismatch',
  requires: [],
  detect(item, text): Finding | null {
    if (text.output.isBlank) return null;
    const request = findLanguageRequest(item.input);
    const out = openingSpan(item.output);
    if (request) {
      const breach = checkAnswerLanguage(text.output, request.code, request.translate ? 4 : 6);
      if (!breach) return null;
      return {
        decision: 'fail',
        confidence: round2(request.translate ? breach.confidence - 0.05 : breach.confidence),
        rationale: `The input asks for ${languageName(request.code)} ("${request.text}"), but the answer is in ${languageName(breach.actual)}.`,
        evidence: [
          { source: 'input', start: request.start, end: request.end, description: `${languageName(request.code)} requested here` },
          { source: 'output', ...out, description: `Answer in ${languageName(breach.actual)}`, metadata: { expected: request.code, detected: breach.actual } },
        ],
      };
    }
    // A system prompt that fixes the language overrides the user's; that rule is system_prompt_violation's.
    if (item.systemPrompt && findLanguageRequest(item.systemPrompt)) return null;
    if (TRANSLATION_TASK.test(item.input) || codeFence(item.output)) return null;
    // The common case, English in and English out, settled without the full language guess.
    if (mostlyIn(text.output, 'en') && mostlyIn(text.input, 'en')) return null;
    const input = judgeableLanguage(text.input, 8);
    if (!input || input.confidence < 0.6 || mostlyIn(text.output, input.code)) return null;
    const output = judgeableLanguage(text.output, 15);
    if (!output || input.code === output.code || output.confidence < 0.7) return null;
    // Either side read as another language while it is English by its function words: no mismatch to report.
    if ((input.code !== 'en' && englishShare(text.input) >= 0.3) || (output.code !== 'en' && englishShare(text.output) >= 0.3)) return null;
    if ((input.code !== 'en' && distinctiveMarkers(text.input, input.code) < 2) || (output.code !== 'en' && distinctiveMarkers(text.output, output.code) < 2))
      return null;
    // Pasted material in another language ("Summarise: <French article>") is not the user's own language.
    if (item.input.length > 300 && headView(item.input).language?.code !== input.code) return null;
    if (languagePresent(text.output, input.code)) return null;
    const confidence = round2(Math.min(0.82, 0.45 + 0.3 * Math.min(input.confidence, output.confidence) + Math.min(0.07, text.output.words.length / 600)));
    const evidence: EvidenceSpan[] = [
      { source: 'input', start: 0, end: Math.min(item.input.length, 160), description: `Input in ${languageName(input.code)}` },
      {
        source: 'output',
        ...out,
        description: `Answer in ${languageName(output.code)}`,
        metadata: { input_language: input.code, output_language: output.code },
      },
    ];
    return {
      decision: confidence >= 0.6 ? 'fail' : 'unsure',
      confidence,
      rationale: `The user wrote in ${languageName(input.code)} but the answer is in ${languageName(output.code)}; answer in the user's language unless asked otherwise.`,
      evidence,
    };
  },
  examples: {
    fail: [
      {
        input: 'Explain what a mutex is. Please answer in Spanish.',
        output: 'A mutex is a lock that lets only one thread at a time enter a critical section, so that shared data is not corrupted by concurrent writes.',
      },
      {
        input: '¿Cuál es la diferencia entre una lista y una tupla en Python? Quiero entenderlo bien para mi examen.',
        output:
          'The main difference is that a list is mutable and a tuple is immutable. You can append to a list, but a tuple cannot be changed after it is created, which also makes it hashable.',
      },
      {
        input: 'Décris le cycle de l’eau en quelques phrases, s’il te plaît, pour mon cours de sciences.',
        output:
          'Das Wasser verdunstet aus den Meeren und Seen, steigt als Dampf auf und kondensiert zu Wolken. Dann fällt es als Regen oder Schnee zurück auf die Erde und fließt in die Flüsse.',
      },
      {
        input: 'Write a short welcome message for new employees auf Deutsch.',
        output: 'Welcome to the team! We are thrilled to have you with us and look forward to working together on the projects ahead.',
      },
    ],
    pass: [
      {
        input: 'Translate "Where is the train station?" into French.',
        output: 'The French translation is: "Où est la gare ?" You can also say "Où se trouve la gare ?" in more formal settings.',
      },
      {
        input: 'How do you say "thank you" in Japanese?',
        output: 'In Japanese, "thank you" is ありがとう (arigatou), and a more polite form is ありがとうございます.',
      },
      {
        input: '¿Cuál es la capital de Australia y por qué no es Sídney?',
        output: 'La capital de Australia es Canberra. Se eligió como un punto intermedio entre Sídney y Melbourne, que competían por ser la capital.',
      },
      {
        input: 'Hola',
        output: 'Hello! How can I help you today? Feel free to ask me anything about your account or our products.',
      },
      {
        input: 'Summarize this review in English: "El producto llegó tarde y la caja estaba rota, pero funciona bien y el precio es justo."',
        output: 'The product arrived late and the box was damaged, but it works well and the price is fair.',
      },
    ],
  },
};
