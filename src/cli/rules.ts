// `assay rules [--explain ID]`: the catalogue of named rules (GET /v2/rules) — every id a tag's evidence names as
// `metadata.rule_id` — as a table, or one rule explained with its examples and source. `--local` reads the
// built-in catalogue in this process, with no server.
import { Command } from 'commander';
import { builtInRules, filterRules } from '../core/catalogue/catalogue.js';
import type { CatalogueRule } from '../core/shapes/rule-catalogue.js';
import { ApiClient, ApiError } from './api-client.js';
import { UsageError } from './errors.js';
import { print, table } from './output.js';

interface RulesOptions {
  explain?: string;
  project?: string;
  kind?: string;
  search?: string;
  local?: boolean;
  json?: boolean;
}

const shown = (example: unknown): string => (typeof example === 'string' ? example : JSON.stringify(example));

/** One rule, for a person: what it is, reads and matches, then its examples and where it comes from. */
export function explainRule(rule: CatalogueRule): string {
  const lines = [
    `${rule.id}  (${rule.kind}, ${rule.origin}${rule.set ? `, set ${rule.set}` : ''})`,
    rule.description,
    `reads: ${rule.where.join(', ')}${rule.confidence === null ? '' : `   confidence: ${rule.confidence}`}`,
  ];
  if (rule.requires.length) lines.push(`requires: ${rule.requires.join(', ')}`);
  if (rule.unless.length) lines.push(`unless: ${rule.unless.join(', ')}`);
  if (rule.match) lines.push(`matches: ${rule.match}`);
  if (rule.examples.match.length) lines.push('fires on:', ...rule.examples.match.map((e) => `  + ${shown(e)}`));
  if (rule.examples.no_match.length) lines.push('not on:', ...rule.examples.no_match.map((e) => `  - ${shown(e)}`));
  if (rule.source)
    lines.push(`source: ${rule.source.set}, half ${rule.source.half}, ${rule.source.date}${rule.source.commit ? `, commit ${rule.source.commit}` : ''}`);
  lines.push(`precision: ${rule.precision === null ? 'not measured yet' : rule.precision}`);
  return lines.join('\n');
}

async function fetchRules(options: RulesOptions): Promise<CatalogueRule[]> {
  if (options.local) {
    if (options.project) throw new UsageError("--local lists the built-in rules only; a project's rules need the server.");
    return filterRules(builtInRules, { kind: options.kind, q: options.search });
  }
  const api = ApiClient.fromEnvironment();
  const query = { project_name: options.project, kind: options.kind, q: options.search };
  const { body } = await api.request<{ rules: CatalogueRule[] }>('GET', '/v2/rules', { query });
  return body.rules;
}

async function explain(id: string, options: RulesOptions): Promise<CatalogueRule> {
  if (options.local) {
    const rule = builtInRules.find((r) => r.id === id);
    if (!rule) throw new UsageError(`no built-in rule '${id}'; see \`assay rules --local\`.`);
    return rule;
  }
  try {
    const { body } = await ApiClient.fromEnvironment().request<CatalogueRule>('GET', `/v2/rules/${encodeURIComponent(id)}`, {
      query: { project_name: options.project },
    });
    return body;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404)
      throw new UsageError(`no rule '${id}'${options.project ? ` in project ${options.project}` : ''}; see \`assay rules\`.`);
    throw err;
  }
}

export function rulesCommand(): Command {
  return new Command('rules')
    .description('List the named rules a tag can cite (its evidence metadata.rule_id), or explain one')
    .option('--explain <id>', 'show one rule: what it reads and matches, its examples and its source')
    .option('--project <name>', "include the project's custom rules")
    .option('--kind <kind>', 'only rules of this kind: pattern, keywords, reading, model or custom')
    .option('--search <text>', 'only rules whose id or description holds this text')
    .option('--local', 'read the built-in rules in this process, without a server')
    .option('--json', 'print JSON')
    .action(async (options: RulesOptions) => {
      if (options.explain) {
        const rule = await explain(options.explain, options);
        print(options.json, rule, () => explainRule(rule));
        return;
      }
      const rules = await fetchRules(options);
      print(options.json, rules, () =>
        table([
          ['ID', 'KIND', 'READS', 'CONFIDENCE', 'DESCRIPTION'],
          ...rules.map((r) => [r.id, r.kind, r.where.join(','), r.confidence === null ? '-' : String(r.confidence), r.description.slice(0, 80)]),
        ]),
      );
    });
}
