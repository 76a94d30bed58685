// Every attack vector. Adding one is adding a file next to this one and listing it here.
import { vector as attackerConversation } from './attacker-conversation.js';
import { vector as base64 } from './base64.js';
import { vector as bestOfN } from './best-of-n.js';
import { vector as charSpacing } from './char-spacing.js';
import { vector as crescendo } from './crescendo.js';
import { vector as hex } from './hex.js';
import { vector as homoglyph } from './homoglyph.js';
import { vector as iterative } from './iterative.js';
import { vector as jailbreak } from './jailbreak.js';
import { vector as leetspeak } from './leetspeak.js';
import { vector as manyShot } from './many-shot.js';
import { vector as mathProblem } from './math-problem.js';
import { vector as multilingual } from './multilingual.js';
import { vector as payloadSplitting } from './payload-splitting.js';
import { vector as promptInjection } from './prompt-injection.js';
import { vector as refusalSuppression } from './refusal-suppression.js';
import { vector as roleplay } from './roleplay.js';
import { vector as rot13 } from './rot13.js';
import type { AttackVector } from './types.js';

export const vectors: AttackVector[] = [
  jailbreak,
  rot13,
  base64,
  leetspeak,
  hex,
  homoglyph,
  charSpacing,
  promptInjection,
  roleplay,
  multilingual,
  mathProblem,
  manyShot,
  payloadSplitting,
  refusalSuppression,
  crescendo,
  bestOfN,
  iterative,
  attackerConversation,
];
/** The vectors a run uses when it names none: those that need no model. */
export const offlineVectors = vectors.filter((v) => !v.attacker);
export const vectorsByKey = new Map(vectors.map((v) => [v.key, v]));
