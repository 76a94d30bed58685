// Create an account. The API mails a verification link (to the outbox when no mail server is set up); the
// person can sign in at once and verify later, so the page says both.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { ErrorMessage } from '../components/DataState';

const MIN_PASSWORD = 10;

export function SignUpPage() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedUp, setSignedUp] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const displayName = String(form.get('display_name') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await api('/v2/auth/signup', { body: { email, password: String(form.get('password')), ...(displayName ? { display_name: displayName } : {}) } });
      setSignedUp(email);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  if (signedUp) {
    return (
      <section className="narrow">
        <h1>Check your mail</h1>
        <p role="status">
          Your account is created. We sent a verification link to <strong>{signedUp}</strong>; open it to confirm the address. Without a mail server, the link
          is in the service's log and in a <code>.txt</code> file in its outbox folder (<code>data/outbox/</code> by default).
        </p>
        <p>
          <Link to="/signin">Sign in</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="narrow">
      <h1>Sign up</h1>
      <form onSubmit={submit} className="stack">
        <label>
          E-mail
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Name (optional)
          <input name="display_name" autoComplete="name" maxLength={128} />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD} required aria-describedby="password-rule" />
        </label>
        <p id="password-rule" className="muted hint">
          At least {MIN_PASSWORD} characters.
        </p>
        <button type="submit" disabled={busy}>
          {busy ? 'Creating the account…' : 'Create account'}
        </button>
        <ErrorMessage error={error} />
      </form>
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </section>
  );
}
