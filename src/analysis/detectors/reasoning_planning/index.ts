// Deterministic detectors of the reasoning_planning bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
