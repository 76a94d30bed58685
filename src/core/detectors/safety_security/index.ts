// Deterministic detectors of the safety_security bucket, one file each.
import type { Detector } from '../types.js';
import { detector as harmfulContent } from './harmful_content.js';
import { detector as piiExposure } from './pii_exposure.js';
import { detector as promptInjectionFollowed } from './prompt_injection_followed.js';
import { detector as secretLeakage } from './secret_leakage.js';
import { detector as systemPromptLeakage } from './system_prompt_leakage.js';
import { detector as toxicLanguage } from './toxic_language.js';

export const detectors: Detector[] = [piiExposure, secretLeakage, harmfulContent, promptInjectionFollowed, systemPromptLeakage, toxicLanguage];
