// Data for a page: GET a path, with loading and error states and a reload. A new path cancels the old call.
import { useCallback, useEffect, useState } from 'react';
import { apiResponse } from './client';

export interface ApiState<T> {
  data: T | null;
  /** The response's headers, with the data (paging headers of listings such as X-Total-Count). */
  headers: Headers | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

export function useApi<T>(path: string | null): ApiState<T> {
  const [data, setData] = useState<T | null>(null);
  const [headers, setHeaders] = useState<Headers | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    apiResponse<T>(path, { signal: controller.signal })
      .then((r) => {
        setData(r.data);
        setHeaders(r.headers);
      })
      .catch((e: Error) => {
        if (!controller.signal.aborted) setError(e.message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, headers, error, loading, reload };
}
