// Deterministic detectors of the response_quality bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
