// `assay audit FILE`: the security audit (S1–S23) of a file's prompts and responses — on the configured server,
// or in this process with --local or when no server is named (the same classifier and documents; every item's
// verdict in the answer, since there is no server to page them from).
import { Command } from 'commander';
import type { SecurityAuditBatch } from '../../sdk/ts/src/index.js';
import { serverConfigured } from './analysis-server.js';
import { ApiClient } from './api-client.js';
import { readDatasetFile } from './dataset-file.js';
import { EXIT } from './exit-codes.js';
import { count, print, table } from './output.js';
import { pollUntil } from './poll.js';

async function auditOnServer(request: Record<string, unknown>): Promise<SecurityAuditBatch> {
  const client = ApiClient.fromEnvironment();
  let batch = (await client.request<SecurityAuditBatch>('POST', '/v2/security/audit', { json: request })).body;
  if (batch.status === 'processing') {
    batch = await pollUntil(
      async () => (await client.request<SecurityAuditBatch>('GET', `/v2/security/audit/batches/${batch.batch_id}`)).body,
      (b) => b.status !== 'processing',
      (b) => `auditing ${count(b.total_items, 'item')}: ${b.status}`,
    );
  }
  if (batch.status === 'failed') throw new Error(`the audit batch ${batch.batch_id} failed.`);
  return batch;
}

function describeBatch(batch: SecurityAuditBatch): string {
  return [
    `Batch ${batch.batch_id} (project ${batch.project_name}): ${count(batch.total_items, 'item')}, ${count(batch.unsafe_prompts, 'unsafe prompt')}, ` +
      `${count(batch.unsafe_responses, 'unsafe response')}, ${count(batch.refusals, 'refusal')}.`,
    Object.keys(batch.category_counts).length > 0
      ? table([['CATEGORY', 'ITEMS'], ...Object.entries(batch.category_counts).map(([c, n]) => [c, String(n)])])
      : 'No category flagged.',
  ].join('\n');
}

export function auditCommand(): Command {
  return new Command('audit')
    .description('Security audit (S1–S23) of a dataset file of prompts and responses (.jsonl, .json or .csv)')
    .argument('<file>')
    .option('--project <name>', 'project of the batch (the server uses your default project when absent)')
    .option('--local', 'audit in this process, with no server, store or key (the same classifier and documents)')
    .option('--gate', 'exit 1 when a response is unsafe (a harmful prompt answered by a refusal does not gate)')
    .option('--json', 'print the batch as JSON (locally, with every item and its verdict in "items")')
    .action(async (file: string, options: { project?: string; local?: boolean; gate?: boolean; json?: boolean }) => {
      const request = { project_name: options.project, dataset: readDatasetFile(file, ['input']).items };
      let batch: SecurityAuditBatch;
      if (options.local || !serverConfigured()) {
        if (!options.local) process.stderr.write('assay: no server configured (ASSAY_URL or `assay login`): auditing in this process (--local)\n');
        // The engine is loaded only for a local audit.
        const local = await (await import('./local-analysis.js')).auditItemsLocally(request);
        batch = local.batch;
        print(options.json, { ...batch, items: local.items }, () => describeBatch(batch));
      } else {
        batch = await auditOnServer(request);
        print(options.json, batch, () => describeBatch(batch));
      }
      const reason = options.gate ? auditGateReason(batch) : null;
      if (reason) {
        process.stderr.write(`assay: CI gate: ${reason}\n`);
        process.exitCode = EXIT.checkFailed;
      }
    });
}

/** Why `audit --gate` fails the build: responses judged unsafe (an unsafe prompt the model refused is a safe answer). */
export function auditGateReason(batch: Pick<SecurityAuditBatch, 'unsafe_responses' | 'category_counts'>): string | null {
  if (batch.unsafe_responses === 0) return null;
  const categories = Object.keys(batch.category_counts).sort();
  return `${count(batch.unsafe_responses, 'unsafe response')}${categories.length ? ` (categories flagged: ${categories.join(', ')})` : ''}`;
}
