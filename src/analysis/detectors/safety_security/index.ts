// Deterministic detectors of the safety_security bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
