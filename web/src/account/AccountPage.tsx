// The signed-in person's account: who they are and whether the address is verified (with a resend), their API
// keys, and their projects' thresholds.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { useSession } from '../api/session';
import { ErrorMessage } from '../components/DataState';
import { ApiKeysSection } from './ApiKeysSection';
import { ProjectSettingsSection } from './ProjectSettingsSection';
import type { ResendVerificationResponse } from './types';

function ProfileSection() {
  const { session } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!session) return null;
  const { user } = session;
  async function resend() {
    setError(null);
    setMessage(null);
    try {
      const outcome = await api<ResendVerificationResponse>('/v2/auth/resend-verification', { method: 'POST' });
      // No mail went out (rate-limited, no address): shown as a problem, with the API's words saying when to retry.
      if (outcome.status === 'sent' || outcome.status === 'already_verified') setMessage(outcome.message);
      else setError(outcome.message);
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{user.display_name}</dd>
        <dt>E-mail</dt>
        <dd>
          {user.email ?? 'none (the first-start admin works with keys)'}{' '}
          {user.email && (user.email_verified ? <span className="badge pass">verified</span> : <span className="badge unsure">not verified</span>)}
        </dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
      </dl>
      {user.email && !user.email_verified && (
        <p>
          <button type="button" className="secondary" onClick={() => void resend()}>
            Send the verification mail again
          </button>
        </p>
      )}
      {message && <p role="status">{message}</p>}
      <ErrorMessage error={error} />
      <p className="muted">
        Signing in the CLI (<code>assay login</code>)? Approve its code on the <Link to="/device">device approval page</Link>.
      </p>
    </section>
  );
}

export function AccountPage() {
  return (
    <>
      <h1>Account</h1>
      <ProfileSection />
      <ApiKeysSection />
      <ProjectSettingsSection />
    </>
  );
}
