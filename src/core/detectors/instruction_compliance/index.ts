// Deterministic detectors of the instruction_compliance bucket, one file each.
import type { Detector } from '../types.js';
import { detector as ignoredNegativeConstraint } from './ignored_negative_constraint.js';
import { detector as jsonFormatViolation } from './json_format_violation.js';
import { detector as languageMismatch } from './language_mismatch.js';
import { detector as lengthConstraintViolation } from './length_constraint_violation.js';
import { detector as listFormatViolation } from './list_format_violation.js';
import { detector as overRefusal } from './over_refusal.js';
import { detector as systemPromptViolation } from './system_prompt_violation.js';

export const detectors: Detector[] = [
  jsonFormatViolation,
  listFormatViolation,
  lengthConstraintViolation,
  languageMismatch,
  ignoredNegativeConstraint,
  overRefusal,
  systemPromptViolation,
];
