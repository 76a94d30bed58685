// Deterministic detectors of the hallucination_grounding bucket, one file each.
import type { Detector } from '../types.js';
import { detector as contextContradiction } from './context_contradiction.js';
import { detector as fabricatedCitation } from './fabricated_citation.js';
import { detector as unsupportedClaim } from './unsupported_claim.js';
import { detector as unsupportedDate } from './unsupported_date.js';
import { detector as unsupportedEntity } from './unsupported_entity.js';
import { detector as unsupportedNumber } from './unsupported_number.js';
import { detector as unsupportedUrl } from './unsupported_url.js';

export const detectors: Detector[] = [
  unsupportedClaim,
  unsupportedNumber,
  unsupportedDate,
  unsupportedEntity,
  unsupportedUrl,
  fabricatedCitation,
  contextContradiction,
];
