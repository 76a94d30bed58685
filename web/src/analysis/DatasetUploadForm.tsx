// Upload a dataset file (JSONL, JSON or CSV) and analyse it, then open the run: a small dataset's run is
// complete at once, a large one is processing and its page polls until it completes.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, query } from '../api/client';
import { ErrorMessage } from '../components/DataState';
import { datasetBody, DatasetFileError } from './dataset-file';
import type { FailureAnalysisResponse } from './types';

export function DatasetUploadForm({ projects, defaultProject }: { projects: string[]; defaultProject?: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    const projectName = String(form.get('project_name')).trim();
    if (!(file instanceof File) || !file.name) return setError('Choose a dataset file.');
    setBusy(true);
    setError(null);
    try {
      const body = datasetBody(file.name, await file.text());
      const run =
        body.kind === 'csv'
          ? await api<FailureAnalysisResponse>(`/v2/failure-analysis/analyze${query({ project_name: projectName })}`, {
              raw: { text: body.text, contentType: 'text/csv' },
            })
          : await api<FailureAnalysisResponse>('/v2/failure-analysis/analyze', { body: { project_name: projectName, dataset: body.dataset } });
      navigate(`/analysis/runs/${run.run_id}`);
    } catch (e) {
      setError(e instanceof DatasetFileError ? e.message : `The dataset was not analysed: ${(e as Error).message}`);
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="upload-heading" className="panel">
      <h2 id="upload-heading">Analyse a dataset</h2>
      <form onSubmit={submit} className="row">
        <label>
          Project
          <input name="project_name" required maxLength={128} defaultValue={defaultProject ?? ''} list="known-projects" placeholder="e.g. support-bot" />
          <datalist id="known-projects">
            {projects.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
        </label>
        <label>
          Dataset file (JSONL, JSON or CSV)
          <input name="file" type="file" accept=".jsonl,.ndjson,.json,.csv,application/json,text/csv" required aria-describedby="upload-help" />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Analysing…' : 'Analyse'}
        </button>
      </form>
      <p id="upload-help" className="muted hint">
        Each item has <code>input</code> and <code>output</code>, and optionally <code>context</code>, <code>reference</code>, <code>system_prompt</code>,{' '}
        <code>tool_calls</code> — or the names of a Ragas, DeepEval, promptfoo or Phoenix export (<code>question</code>, <code>answer</code>,{' '}
        <code>contexts</code>, <code>actual_output</code>, …); the run says which it read. JSONL: one item per line; JSON: a list,{' '}
        <code>{'{"dataset": [...]}'}</code>, a promptfoo output file or a Phoenix export; CSV: a header row with those columns. More than 500 items run in the
        background.
      </p>
      <ErrorMessage error={error} />
    </section>
  );
}
