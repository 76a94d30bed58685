// Deterministic detectors of the retrieval_quality bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
