// Starts a red-team run against the built-in demo target (a small support bot with a naive keyword guard),
// so a person can see the red team work without an application of their own. Real targets (HTTP, OpenAI-
// compatible) are started through the API or the CLI, where their secrets belong (docs/redteam.md).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ErrorMessage } from '../components/DataState';
import { MAX_ATTACKS_PER_VECTOR, planSize } from './plan-size';
import type { RedTeamCatalog } from './security-types';

const DEFAULT_VECTORS = ['jailbreak', 'base64', 'roleplay', 'crescendo'];
const DEFAULT_VULNERABILITIES = ['s4-guns-illegal-weapons', 's17-malware', 'system-prompt-leakage', 'pii-leakage'];

function Checks({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { key: string; name: string }[];
  chosen: string[];
  onChange(keys: string[]): void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="checks">
        {options.map((o) => (
          <label key={o.key}>
            <input
              type="checkbox"
              checked={chosen.includes(o.key)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.key] : chosen.filter((k) => k !== o.key))}
            />
            {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function StartRedTeamForm() {
  const navigate = useNavigate();
  const catalog = useApi<RedTeamCatalog>('/v2/security/redteam/catalog');
  const [project, setProject] = useState('demo');
  const [vectors, setVectors] = useState(DEFAULT_VECTORS);
  const [vulnerabilities, setVulnerabilities] = useState(DEFAULT_VULNERABILITIES);
  // As typed: an empty or out-of-range field is said, not silently counted as some other number.
  const [perVector, setPerVector] = useState('2');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only keys the catalog offers are sent (a checkbox that is not shown cannot be unticked).
  const known = (keys: string[], offered: string[] | undefined) => (offered ? keys.filter((k) => offered.includes(k)) : keys);
  const chosenVectors = known(
    vectors,
    catalog.data?.attack_vectors.map((v) => v.attack_vector_key),
  );
  const chosenVulnerabilities = known(
    vulnerabilities,
    catalog.data?.vulnerabilities.map((v) => v.vulnerability_key),
  );
  const plan = planSize(chosenVectors, chosenVulnerabilities, perVector);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const started = await api<{ run_id: string }>('/v2/security/redteam', {
        body: {
          project_name: project.trim() || undefined,
          attack_vector_keys: chosenVectors,
          target_vulnerabilities: chosenVulnerabilities,
          attacks_per_vector: Number(perVector),
          config: { target: { type: 'demo' } },
        },
      });
      navigate(`/security/redteam/${started.run_id}`);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <form className="stack panel" onSubmit={submit} aria-labelledby="start-redteam-title">
      <h3 id="start-redteam-title">Start a red-team run against the demo target</h3>
      <div className="row">
        <label>
          Project
          <input value={project} onChange={(e) => setProject(e.target.value)} maxLength={128} placeholder="Your default project" />
        </label>
        <label>
          Attacks per vector and vulnerability
          <input type="number" min={1} max={MAX_ATTACKS_PER_VECTOR} step={1} value={perVector} onChange={(e) => setPerVector(e.target.value)} required />
        </label>
      </div>
      {catalog.data && (
        <div className="two-columns">
          <Checks
            legend="Attack vectors"
            options={catalog.data.attack_vectors.map((v) => ({ key: v.attack_vector_key, name: v.attack_vector_name }))}
            chosen={vectors}
            onChange={setVectors}
          />
          <Checks
            legend="Vulnerabilities"
            options={catalog.data.vulnerabilities.map((v) => ({ key: v.vulnerability_key, name: v.vulnerability_name }))}
            chosen={vulnerabilities}
            onChange={setVulnerabilities}
          />
        </div>
      )}
      <ErrorMessage error={catalog.error ?? error} />
      <div className="row">
        <button type="submit" disabled={busy || plan.problem !== undefined}>
          Start red-team run
        </button>
        {plan.problem !== undefined ? (
          <span className="error" role="status">
            {plan.problem}
          </span>
        ) : (
          <span className="muted" role="status">
            {plan.attacks.toLocaleString()} attack{plan.attacks === 1 ? '' : 's'} will be planned: {chosenVectors.length} vector
            {chosenVectors.length === 1 ? '' : 's'} × {chosenVulnerabilities.length} vulnerabilit{chosenVulnerabilities.length === 1 ? 'y' : 'ies'} ×{' '}
            {perVector}.
          </span>
        )}
      </div>
    </form>
  );
}
