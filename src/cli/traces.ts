// `assay traces upload FILE`: an OTLP JSON export (resourceSpans) → POST /v1/traces, or a native batch
// ({"items": [...]}, or an array of items) → POST /api/v1/traces.
import fs from 'node:fs';
import { Command } from 'commander';
import { ApiClient } from './api-client.js';
import { print } from './output.js';

export function tracesCommand(): Command {
  const traces = new Command('traces').description('Trace ingestion');
  traces
    .command('upload')
    .description('Upload traces from a JSON file: OTLP (resourceSpans) or native ({"items": [...]})')
    .argument('<file>')
    .option('--project <name>', 'project of the traces (else the file or server default)')
    .option('--json', 'print the server answer as JSON')
    .action(async (file: string, options: { project?: string; json?: boolean }) => {
      let doc: unknown;
      try {
        doc = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (err) {
        throw new Error(`cannot read ${file} as JSON: ${(err as Error).message}`);
      }
      const client = ApiClient.fromEnvironment();
      if (doc && typeof doc === 'object' && 'resourceSpans' in doc) {
        const res = await client.request<Record<string, unknown>>('POST', '/v1/traces', {
          json: doc,
          headers: options.project ? { 'x-assay-project': options.project } : {},
        });
        print(options.json, res.body, () => `Uploaded OTLP spans from ${file}${rejected(res.body)}.`);
        return;
      }
      const batch = Array.isArray(doc) ? { items: doc } : (doc as Record<string, unknown>);
      if (!Array.isArray(batch.items)) throw new Error(`${file}: expected OTLP JSON (resourceSpans) or a native batch ({"items": [...]}).`);
      if (options.project) batch.project_name = options.project;
      const res = await client.request<{ project_name: string; stored: number; duplicates: number; rejected: number }>('POST', '/api/v1/traces', {
        json: batch,
        accept: [207],
      });
      const b = res.body;
      print(options.json, b, () => `Project ${b.project_name}: ${b.stored} items stored, ${b.duplicates} already stored, ${b.rejected} rejected.`);
      if (b.rejected > 0) process.exitCode = 1;
    });
  return traces;
}

function rejected(body: Record<string, unknown>): string {
  const partial = body.partialSuccess as { rejectedSpans?: number | string; errorMessage?: string } | undefined;
  return partial?.rejectedSpans && Number(partial.rejectedSpans) > 0 ? ` (${partial.rejectedSpans} spans rejected: ${partial.errorMessage ?? ''})` : '';
}
