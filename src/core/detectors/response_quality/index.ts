// Deterministic detectors of the response_quality bucket, one file each.
import type { Detector } from '../types.js';
import { detector as degenerateRepetition } from './degenerate_repetition.js';
import { detector as emptyResponse } from './empty_response.js';
import { detector as incompleteAnswer } from './incomplete_answer.js';
import { detector as offTopicResponse } from './off_topic_response.js';
import { detector as templateArtifact } from './template_artifact.js';
import { detector as truncatedResponse } from './truncated_response.js';

export const detectors: Detector[] = [emptyResponse, truncatedResponse, degenerateRepetition, templateArtifact, offTopicResponse, incompleteAnswer];
