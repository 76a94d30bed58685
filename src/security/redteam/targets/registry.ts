// Every red-team target kind. Adding one is adding a file next to this one and listing it here: the
// RedTeamTarget union of the API (schemas-redteam.ts), checkTarget and createTarget (target.ts) follow.
import { target as demo } from './demo.js';
import { target as http } from './http.js';
import { target as openai } from './openai.js';
import type { TargetKind } from './types.js';

/** In the order the API document lists them. */
export const targets = [demo, http, openai] as const;
export const targetsByType = new Map<string, TargetKind>(targets.map((t) => [t.type, t]));
