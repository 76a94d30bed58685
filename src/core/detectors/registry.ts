// Every item-level detector, collected from the bucket folders. A detector's id is its subcategory's id.
import { detectors as hallucination } from './hallucination_grounding/index.js';
import { detectors as instruction } from './instruction_compliance/index.js';
import { detectors as retrieval } from './retrieval_quality/index.js';
import { detectors as toolUse } from './tool_use/index.js';
import { detectors as safety } from './safety_security/index.js';
import { detectors as responseQuality } from './response_quality/index.js';
import { detectors as reasoning } from './reasoning_planning/index.js';
import { detectors as execution } from './execution_system/index.js';
import type { Detector } from './types.js';

export const detectorRegistry: Detector[] = [
  ...hallucination,
  ...instruction,
  ...retrieval,
  ...toolUse,
  ...safety,
  ...responseQuality,
  ...reasoning,
  ...execution,
];

export const detectorsById = new Map(detectorRegistry.map((d) => [d.id, d]));
