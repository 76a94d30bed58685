// A CLI failure analysis on a server: the request sent (as JSON, or a single CSV file as text/csv), a large run
// followed until done, and every fail and unsure tag read when reports need them (the response holds the first 1,000).
import { ApiClient, readCredentials } from './api-client.js';
import { count } from './output.js';
import { pollUntil } from './poll.js';
import type { AnalysisRun } from './report-files.js';
import { readTextFile } from './text-files.js';

/** Whether a server is named: ASSAY_URL or ASSAY_API_KEY, the suite file's server, or a stored login. */
export function serverConfigured(suiteUrl?: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.ASSAY_URL || env.ASSAY_API_KEY || suiteUrl || readCredentials(env));
}

export async function analysisOnServer(
  request: Record<string, unknown>,
  options: { serverUrl?: string; csv?: string; allTags: boolean },
): Promise<AnalysisRun> {
  const client = ApiClient.fromEnvironment({ url: options.serverUrl });
  const project = typeof request.project_name === 'string' ? { project_name: request.project_name } : {};
  const started = options.csv
    ? await client.request<AnalysisRun>('POST', '/v2/failure-analysis/analyze', {
        body: readTextFile(options.csv),
        contentType: 'text/csv',
        query: project,
      })
    : await client.request<AnalysisRun>('POST', '/v2/failure-analysis/analyze', { json: request });
  let run = started.body;
  if (run.status === 'processing') {
    run = await pollUntil(
      async () => (await client.request<AnalysisRun>('GET', `/v2/failure-analysis/runs/${run.run_id}`)).body,
      (r) => r.status !== 'processing',
      (r) => `analysing ${count(r.summary.total_items, 'item')}: ${r.status}`,
    );
  }
  if (run.status === 'failed') throw new Error(`the analysis failed: ${run.error ?? 'no reason given'}`);
  if (options.allTags && run.failure_tags_truncated) run = { ...run, failure_tags: await allTags(client, run.run_id) };
  return run;
}

/** Every fail and unsure tag of the run, in item order (what the tags listing holds; passes stay on the server). */
async function allTags(client: ApiClient, runId: string): Promise<AnalysisRun['failure_tags']> {
  const tags: AnalysisRun['failure_tags'] = [];
  let cursor: string | undefined;
  do {
    const { body } = await client.request<{ tags: AnalysisRun['failure_tags']; next_cursor: string | null }>('GET', `/v2/failure-analysis/runs/${runId}/tags`, {
      query: { limit: '1000', cursor },
    });
    tags.push(...body.tags);
    cursor = body.next_cursor ?? undefined;
  } while (cursor);
  return tags;
}
