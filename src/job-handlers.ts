// Every job kind the workers know, one handler per kind. Areas add theirs here as they land.
import { analysisJobHandler } from './analysis/pipeline.js';
import { evaluationJobHandler } from './evaluation/service.js';
import { auditJobHandler } from './security/audit/audit-service.js';
import { redTeamJobHandler } from './security/redteam/runner.js';
import type { JobHandler } from './jobs/worker.js';

export const jobHandlers: JobHandler[] = [analysisJobHandler, auditJobHandler, redTeamJobHandler, evaluationJobHandler];
