// The page the verification mail links to (/verify?token=…): it follows the link through the API once and
// says what happened — verified, already used, expired or not valid — with the API's own words.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, query } from '../api/client';
import { useSession } from '../api/session';
import type { VerifyEmailResponse } from './types';

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { session, refresh } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A token works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api<VerifyEmailResponse>(`/v2/auth/verify${query({ token })}`)
      .then((res) => {
        setOutcome({ ok: true, message: res.message.replace(' You can close this page.', '') });
        void refresh();
      })
      .catch((e: Error) => setOutcome({ ok: false, message: e.message }));
  }, [token, refresh]);
  return (
    <section className="narrow">
      <h1>Verify your e-mail</h1>
      {!token ? (
        <p role="alert" className="error">
          This link has no token. Open the link from the mail exactly as it was sent.
        </p>
      ) : outcome === null ? (
        <p role="status">Verifying…</p>
      ) : (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'ok' : 'error'}>
          {outcome.message}
        </p>
      )}
      <p>{session ? <Link to="/account">Go to your account</Link> : <Link to="/signin">Sign in</Link>}</p>
    </section>
  );
}
