// A "newest first" listing read page by page: the first page for the filters, then "Load more" follows
// next_cursor. New filters start over; a stale answer (filters changed meanwhile) is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, query } from './client';

export interface CursorList<Row> {
  rows: Row[];
  error: string | null;
  loading: boolean;
  /** True when the first page has arrived. */
  loaded: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

type Params = Record<string, string | number | boolean | undefined | null>;

export function useCursorList<Row>(path: string, field: string, params: Params): CursorList<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [round, setRound] = useState(0);
  const key = `${path}${query(params)}`;
  const current = useRef(key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: path and params are captured through key, which names them all (params is a new object every render)
  const fetchPage = useCallback(
    async (after: string | null, replace: boolean) => {
      const requested = key;
      setLoading(true);
      setError(null);
      try {
        const page = await api<Record<string, unknown>>(`${path}${query({ ...params, cursor: after })}`);
        if (current.current !== requested) return;
        const got = (page[field] as Row[]) ?? [];
        setRows((old) => (replace ? got : [...old, ...got]));
        setCursor((page.next_cursor as string | null) ?? null);
        setLoaded(true);
      } catch (e) {
        if (current.current === requested) setError((e as Error).message);
      } finally {
        if (current.current === requested) setLoading(false);
      }
    },
    [key, field],
  );

  useEffect(() => {
    current.current = key;
    setRows([]);
    setCursor(null);
    setLoaded(false);
    void fetchPage(null, true);
  }, [key, round, fetchPage]);

  return {
    rows,
    error,
    loading,
    loaded,
    hasMore: cursor !== null,
    loadMore: () => cursor && void fetchPage(cursor, false),
    reload: () => setRound((r) => r + 1),
  };
}
