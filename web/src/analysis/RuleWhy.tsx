// "Why": the named rules behind a tag (its evidence's metadata.rule_id), each explained by GET /v2/rules/{id} —
// what it reads, its pattern, an example it fires on and a look-alike it does not — so a person can judge the tag.
import { query } from '../api/client';
import { useApi } from '../api/use-api';
import { ruleIdsOf } from '../../../src/core/scoring/rules-named.js';
import type { CatalogueRule } from '../../../src/core/shapes/rule-catalogue.js';
import type { FailureTag } from './types';

const shown = (example: unknown): string => (typeof example === 'string' ? example : JSON.stringify(example));

function RuleExplained({ id, projectName }: { id: string; projectName: string | null }) {
  const rule = useApi<CatalogueRule>(`/v2/rules/${encodeURIComponent(id)}${query({ project_name: projectName ?? undefined })}`);
  return (
    <li>
      <code>{id}</code>
      {rule.error && <span className="muted"> (not in the catalogue: {rule.error})</span>}
      {rule.data && (
        <>
          {' '}
          — {rule.data.description}{' '}
          <span className="muted">
            ({rule.data.kind}, reads {rule.data.where.join(', ')})
          </span>
          {rule.data.match && rule.data.kind === 'pattern' && (
            <div className="muted">
              matches <code>{rule.data.match}</code>
            </div>
          )}
          {rule.data.examples.match[0] !== undefined && <div>fires on: {shown(rule.data.examples.match[0])}</div>}
          {rule.data.examples.no_match[0] !== undefined && <div className="muted">not on: {shown(rule.data.examples.no_match[0])}</div>}
        </>
      )}
    </li>
  );
}

export function RuleWhy({ tag, projectName }: { tag: FailureTag; projectName: string | null }) {
  return (
    <>
      <h3>Why: the rules that fired</h3>
      <ul className="rules-why" aria-label="Rules that fired">
        {ruleIdsOf(tag).map((id) => (
          <RuleExplained key={id} id={id} projectName={projectName} />
        ))}
      </ul>
    </>
  );
}
