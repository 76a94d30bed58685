// Deterministic detectors of the reasoning_planning bucket, one file each.
import type { Detector } from '../types.js';
import { detector as arithmeticError } from './arithmetic_error.js';

export const detectors: Detector[] = [arithmeticError];
