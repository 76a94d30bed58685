// API keys: create one (optionally limited to projects), shown once in full; list the caller's keys; revoke.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { DataState, ErrorMessage } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatTime } from '../components/format';
import type { ApiKey, ApiKeyCreated } from './types';

function projectList(text: string): string[] | undefined {
  const names = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return names.length ? names : undefined;
}

export function ApiKeysSection() {
  const keys = useApi<ApiKey[]>('/v2/keys');
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setError(null);
    try {
      const key = await api<ApiKeyCreated>('/v2/keys', { body: { name: String(form.get('name')), projects: projectList(String(form.get('projects') ?? '')) } });
      setCreated(key);
      formElement.reset();
      keys.reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const { reload } = keys;
  const revoke = useCallback(
    async (key: ApiKey) => {
      if (!window.confirm(`Revoke the key "${key.name}" (${key.key_prefix}…)? Programs using it stop working.`)) return;
      setError(null);
      try {
        await api(`/v2/keys/${key.id}`, { method: 'DELETE' });
        reload();
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [reload],
  );
  const columns = useMemo<Column<ApiKey>[]>(
    () => [
      { id: 'name', header: 'Name', value: (k) => k.name },
      { id: 'prefix', header: 'Starts with', value: (k) => k.key_prefix, cell: (k) => <code>{k.key_prefix}…</code> },
      { id: 'projects', header: 'Projects', value: (k) => k.projects?.join(', ') ?? 'all' },
      { id: 'created', header: 'Created', value: (k) => k.created_at, cell: (k) => formatTime(k.created_at) },
      { id: 'used', header: 'Last used', value: (k) => k.last_used_at ?? '', cell: (k) => (k.last_used_at ? formatTime(k.last_used_at) : 'never') },
      {
        id: 'state',
        header: 'State',
        value: (k) => (k.revoked_at ? 'revoked' : 'active'),
        cell: (k) =>
          k.revoked_at ? (
            <span className="muted">revoked {formatTime(k.revoked_at)}</span>
          ) : (
            <button type="button" className="danger small" onClick={() => void revoke(k)} aria-label={`Revoke key ${k.name}`}>
              Revoke
            </button>
          ),
      },
    ],
    [revoke],
  );
  return (
    <section aria-labelledby="keys-heading">
      <h2 id="keys-heading">API keys</h2>
      <p className="muted">Keys let the CLI, the SDKs and CI call the API as you. A key limited to projects can only name those projects.</p>
      <form onSubmit={create} className="row">
        <label>
          Key name
          <input name="name" required maxLength={128} placeholder="e.g. CI on main" />
        </label>
        <label>
          Limit to projects (comma-separated, optional)
          <input name="projects" placeholder="all projects" />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </form>
      <ErrorMessage error={error} />
      {created && (
        <div className="callout" role="status" aria-live="polite">
          <p>
            <strong>Copy the key "{created.name}" now:</strong> it is shown only this once.
          </p>
          <p className="secret-row">
            {/* <output> (the outcome of the form) can carry a name; <code> cannot */}
            <output aria-label="New API key">
              <code data-testid="new-key">{created.key}</code>
            </output>
            <button type="button" className="secondary small" onClick={() => void navigator.clipboard?.writeText(created.key)}>
              Copy
            </button>
            <button type="button" className="secondary small" onClick={() => setCreated(null)}>
              Done
            </button>
          </p>
        </div>
      )}
      <DataState state={keys}>
        {(list) => (
          <DataTable label="API keys" rows={list} columns={columns} rowKey={(k) => k.id} empty="No keys yet." initialSort={{ id: 'created', desc: true }} />
        )}
      </DataState>
    </section>
  );
}
