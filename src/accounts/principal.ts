// The caller of a request, as authentication found it (accounts/auth-hook.ts).
/** Who is calling: a user, through one of their keys or a dashboard session. */
export interface Principal {
  userId: string;
  role: 'admin' | 'member';
  via: 'key' | 'session';
  keyId: string | null;
  sessionId: string | null;
  /** Project names the caller may use; null: every project of the user. */
  projects: string[] | null;
}
