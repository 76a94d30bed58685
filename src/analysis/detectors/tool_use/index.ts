// Deterministic detectors of the tool_use bucket, one file each.
import type { Detector } from '../types.js';

export const detectors: Detector[] = [];
