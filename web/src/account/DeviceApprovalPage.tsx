// /device — the verification_uri of device login (RFC 8628): a signed-in person checks the code their terminal
// shows (prefilled from ?user_code=) and approves or denies it. Signing in first goes through /signin?next=.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { ErrorMessage } from '../components/DataState';
import type { DeviceApproveResponse } from './types';

export function DeviceApprovalPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('user_code') ?? '');
  const [result, setResult] = useState<DeviceApproveResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
          <p>Check that this code is the one your terminal shows, then approve it. The device gets an API key of yours.</p>
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
