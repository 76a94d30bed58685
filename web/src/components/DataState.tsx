// What a page shows while its data loads or when the call failed, so every page says it the same way.
import type { ReactNode } from 'react';
import type { ApiState } from '../api/use-api';

export function DataState<T>({ state, children }: { state: ApiState<T>; children: (data: T) => ReactNode }) {
  if (state.error)
    return (
      <p role="alert" className="error">
        {state.error}
      </p>
    );
  if (state.data === null) return <p role="status">Loading…</p>;
  return <>{children(state.data)}</>;
}

export function ErrorMessage({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="error">
      {error}
    </p>
  ) : null;
}
