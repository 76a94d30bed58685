// /device — the verification_uri of device login (RFC 8628): a signed-in person checks the code their terminal
// shows (prefilled from ?user_code=) and which client asked for it, and approves or denies it. Signing in first
// goes through /signin?next=.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ErrorMessage } from '../components/DataState';
import { dateTime } from '../components/format-values';
import type { DeviceApproveResponse, DevicePendingLogin } from './types';

/** A code typed in full (8 letters, any case, dash or spaces), as the API looks it up; null before that. */
function completeCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.length === 8 ? letters : null;
}

/** Which client asked for the code: a person approves only a login they started. */
function Requester({ code }: { code: string }) {
  const pending = useApi<DevicePendingLogin>(`/v2/auth/device/code/${code}`);
  if (pending.loading) return <p className="muted">Looking the code up…</p>;
  if (pending.error)
    return (
      <p role="alert" className="error">
        {pending.error}
      </p>
    );
  if (!pending.data) return null;
  return (
    <p role="status" className="callout" data-testid="device-client">
      Asked by <strong>{pending.data.client_name}</strong> · the code is valid until {dateTime(pending.data.expires_at)}.
    </p>
  );
}

export function DeviceApprovalPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('user_code') ?? '');
  const [result, setResult] = useState<DeviceApproveResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typedCode = completeCode(code);
  async function decide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const approve = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') !== 'deny';
    setBusy(true);
    setError(null);
    try {
      setResult(await api<DeviceApproveResponse>('/v2/auth/device/approve', { body: { user_code: code, approve } }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="narrow">
      <h1>Approve a device</h1>
      {result ? (
        <p role="status" className={result.status === 'approved' ? 'ok' : undefined}>
          {result.message}
        </p>
      ) : (
        <>
          <p>
            Check that this code is the one your terminal shows and that you started the client below, then approve it. The device gets an API key of yours.
          </p>
          <form onSubmit={decide} className="stack">
            <label>
              Code from the device
              <input
                name="user_code"
                className="user-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder="XXXX-XXXX"
                autoComplete="off"
                spellCheck={false}
                minLength={8}
                maxLength={16}
                required
              />
            </label>
            {typedCode && <Requester key={typedCode} code={typedCode} />}
            <div className="row">
              <button type="submit" value="approve" disabled={busy}>
                Approve
              </button>
              <button type="submit" value="deny" className="secondary" disabled={busy}>
                Deny
              </button>
            </div>
            <ErrorMessage error={error} />
          </form>
        </>
      )}
    </section>
  );
}
