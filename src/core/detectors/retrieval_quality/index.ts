// Deterministic detectors of the retrieval_quality bucket, one file each.
import type { Detector } from '../types.js';
import { detector as contextNotUsed } from './context_not_used.js';
import { detector as duplicateContext } from './duplicate_context.js';
import { detector as emptyContext } from './empty_context.js';
import { detector as irrelevantContext } from './irrelevant_context.js';

export const detectors: Detector[] = [emptyContext, irrelevantContext, contextNotUsed, duplicateContext];
