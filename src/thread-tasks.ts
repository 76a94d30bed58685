// The task modules the areas run on the process's threads (runtime/thread-pool.ts): each thread loads them as it
// starts, so the first large request does not wait for their sources. An area that adds one lists it here.
import { ANALYSIS_THREAD_TASKS } from './analysis/threads.js';
import { AUDIT_THREAD_TASKS } from './security/audit/threads.js';
import { EVALUATION_THREAD_TASKS } from './evaluation/threads.js';
import { REDTEAM_THREAD_TASKS } from './security/redteam/judge-threads.js';

export const threadTaskModules = [ANALYSIS_THREAD_TASKS, AUDIT_THREAD_TASKS, EVALUATION_THREAD_TASKS, REDTEAM_THREAD_TASKS];
