// Projects and their thresholds: pick a project, read its alert / CI-gate / review thresholds, change and save
// them (PUT replaces all three). New projects are created by name, as the API does on first use.
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { DataState, ErrorMessage } from '../components/DataState';
import { Field } from '../components/Field';
import type { Project, ProjectSettings } from './types';

const FIELDS: { key: keyof ProjectSettings; label: string; help: string }[] = [
  { key: 'alert_threshold', label: 'Alert threshold', help: 'A run alerts when a fail tag reaches this confidence.' },
  { key: 'gate_threshold', label: 'CI-gate threshold', help: 'CI fails when a gating or critical fail tag reaches this confidence.' },
  { key: 'review_threshold', label: 'Review threshold', help: 'Fail tags below this confidence, and every unsure tag, ask for human review.' },
];

function ThresholdsForm({ project }: { project: string }) {
  const settings = useApi<ProjectSettings>(`/v2/projects/${encodeURIComponent(project)}/settings`);
  const [draft, setDraft] = useState<ProjectSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => setDraft(settings.data), [settings.data]);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setError(null);
    setSaved(null);
    try {
      const next = await api<ProjectSettings>(`/v2/projects/${encodeURIComponent(project)}/settings`, { method: 'PUT', body: draft });
      setDraft(next);
      setSaved(`Saved the thresholds of ${project}.`);
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <DataState state={settings}>
      {() =>
        draft && (
          <form onSubmit={save} className="stack" aria-label={`Thresholds of ${project}`}>
            <div className="row">
              {FIELDS.map((f) => (
                <label key={f.key} title={f.help}>
                  {f.label}
                  <input
                    type="number"
                    min={0}
                    max={1}
                    step={0.01}
                    required
                    value={draft[f.key]}
                    aria-describedby={`${f.key}-help`}
                    onChange={(e) => setDraft({ ...draft, [f.key]: e.target.valueAsNumber })}
                  />
                </label>
              ))}
              <button type="submit">Save thresholds</button>
            </div>
            <ul className="muted hint">
              {FIELDS.map((f) => (
                <li key={f.key} id={`${f.key}-help`}>
                  {f.label}: {f.help}
                </li>
              ))}
            </ul>
            <ErrorMessage error={error} />
            {saved && (
              <p role="status" className="ok">
                {saved}
              </p>
            )}
          </form>
        )
      }
    </DataState>
  );
}

export function ProjectSettingsSection() {
  const projects = useApi<Project[]>('/v2/projects');
  const [selected, setSelected] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const { reload } = projects;
  useEffect(() => {
    if (!selected && projects.data?.length) setSelected(projects.data[0].name);
  }, [projects.data, selected]);
  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const name = String(new FormData(formElement).get('name')).trim();
    setError(null);
    try {
      await api<Project>('/v2/projects', { body: { name } });
      formElement.reset();
      setSelected(name);
      reload();
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <section aria-labelledby="projects-heading">
      <h2 id="projects-heading">Projects and thresholds</h2>
      <p className="muted">Thresholds decide when a failure-analysis run alerts, gates CI or asks for review. A run's own config overrides them.</p>
      <DataState state={projects}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No projects yet: analysing a dataset creates its project, or create one below.</p>
          ) : (
            <>
              <Field label="Project" inline>
                <select value={selected} onChange={(e) => setSelected(e.target.value)}>
                  {list.map((p) => (
                    <option key={p.id} value={p.name}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </Field>
              {selected && <ThresholdsForm key={selected} project={selected} />}
            </>
          )
        }
      </DataState>
      <form onSubmit={create} className="row">
        <label>
          New project name
          <input
            name="name"
            required
            maxLength={128}
            pattern="[\p{L}\p{N}][\p{L}\p{N} ._:@\-]*"
            title="Starts with a letter or digit; letters, digits, spaces and . _ : @ -"
          />
        </label>
        <button type="submit" className="secondary">
          Create project
        </button>
      </form>
      <ErrorMessage error={error} />
    </section>
  );
}
