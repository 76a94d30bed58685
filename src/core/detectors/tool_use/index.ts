// Deterministic detectors of the tool_use bucket, one file each.
import type { Detector } from '../types.js';
import { detector as actionClaimedWithoutCall } from './action_claimed_without_call.js';
import { detector as malformedToolArguments } from './malformed_tool_arguments.js';
import { detector as missingToolResult } from './missing_tool_result.js';
import { detector as repeatedToolCall } from './repeated_tool_call.js';
import { detector as toolErrorIgnored } from './tool_error_ignored.js';
import { detector as toolResultMisreported } from './tool_result_misreported.js';

export const detectors: Detector[] = [
  malformedToolArguments,
  toolErrorIgnored,
  toolResultMisreported,
  repeatedToolCall,
  actionClaimedWithoutCall,
  missingToolResult,
];
