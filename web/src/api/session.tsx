// Who is signed in: read once from GET /v2/auth/session (200 either way: {"signed_in": false} when signed out,
// so a signed-out page logs no failed request), changed by sign-in and sign-out. Pages behind <RequireSession>
// send a visitor to /signin and back to where they were going afterwards.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { api, setCsrfToken } from './client';

export interface AccountUser {
  id: string;
  email: string | null;
  display_name: string;
  role: 'admin' | 'member';
  email_verified: boolean;
  created_at: string;
}

export interface SessionInfo {
  signed_in: true;
  user: AccountUser;
  csrf_token: string;
  expires_at: string;
}

/** What the session probe answers without a live session. */
interface NoSession {
  signed_in: false;
}

interface SessionState {
  session: SessionInfo | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [loading, setLoading] = useState(true);
  // Stable (no dependencies), so refresh, signIn and signOut keep their identity and the effect runs once.
  const adopt = useCallback((s: SessionInfo | null) => {
    setCsrfToken(s?.csrf_token ?? null);
    setSession(s);
  }, []);
  const refresh = useCallback(async () => {
    try {
      const probe = await api<SessionInfo | NoSession>('/v2/auth/session');
      adopt(probe.signed_in ? probe : null);
    } catch {
      adopt(null);
    } finally {
      setLoading(false);
    }
  }, [adopt]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const signIn = useCallback(
    async (email: string, password: string) => {
      adopt(await api<SessionInfo>('/v2/auth/login', { body: { email, password } }));
    },
    [adopt],
  );
  const signOut = useCallback(async () => {
    await api('/v2/auth/logout', { method: 'POST' }).catch(() => undefined);
    adopt(null);
  }, [adopt]);
  return <SessionContext.Provider value={{ session, loading, signIn, signOut, refresh }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside <SessionProvider>');
  return value;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <p role="status">Loading…</p>;
  if (!session) return <Navigate to={`/signin?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}
