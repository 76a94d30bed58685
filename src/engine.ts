// The judging engine's process-wide settings, from the configuration: the analysis threads, the guard model,
// the red team's and the judge's endpoints. The server sets them as it starts; `assay analyze --local` sets
// them too, so a run in the CLI's process judges as the server would.
import type { Config } from './config/config.js';
import { configureJudge } from './models/judge/client.js';
import { configureThreadPool } from './runtime/thread-pool.js';
import { configureGuardModel } from './security/audit/audit-service.js';
import { configureRedTeam } from './security/redteam/service.js';
import { threadTaskModules } from './thread-tasks.js';

export function configureEngine(config: Config): void {
  configureThreadPool(config.analysisThreads, threadTaskModules, config.warmUp);
  configureGuardModel(config);
  configureRedTeam(config);
  configureJudge(config);
}
