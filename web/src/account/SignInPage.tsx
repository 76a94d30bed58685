// Sign in with e-mail and password; afterwards go where the visitor was headed (?next=…).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../api/session';
import { ErrorMessage } from '../components/DataState';

export function SignInPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = params.get('next');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
      navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/analysis', { replace: true });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="narrow">
      <h1>Sign in</h1>
      <form onSubmit={submit} className="stack">
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <ErrorMessage error={error} />
      </form>
      <p>
        No account yet? <Link to="/signup">Sign up</Link>
      </p>
    </section>
  );
}
