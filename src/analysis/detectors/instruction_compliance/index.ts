// Deterministic detectors of the instruction_compliance bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
