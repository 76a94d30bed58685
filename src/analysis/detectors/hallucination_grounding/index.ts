// Deterministic detectors of the hallucination_grounding bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
