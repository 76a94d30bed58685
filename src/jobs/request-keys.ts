// The llm_api_key of a request whose work runs as a job. It is kept in this process's memory only, never stored
// or logged: a job run by another process, or after a restart, judges with the server's own settings alone.
const keys = new Map<string, string>();

export const requestKeys = {
  /** Keeps the request's key for the job, when there is one. */
  remember(jobId: string, key: string | null | undefined): void {
    if (key) keys.set(jobId, key);
  },
  get(jobId: string): string | undefined {
    return keys.get(jobId);
  },
  /** Called when the job is done: the key is no longer needed. */
  forget(jobId: string): void {
    keys.delete(jobId);
  },
};
