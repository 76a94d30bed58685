// A red-team run, live: read once, then followed over its WebSocket (the browser sends the session cookie on
// the same-origin upgrade) until it completes, fails or is cancelled. `tick` counts the moments worth
// re-reading what the socket does not carry (the heat map, the attacks table): at most one every 1.5 s while
// attacks finish, and one at the end. If the socket cannot be used, the run is polled instead. A new `round`
// (the run was resumed) follows it again from the start.
import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import { FINISHED, type RedTeamRun } from './security-types';

const REFRESH_MS = 1500;
const POLL_MS = 2000;

export interface RunStream {
  run: RedTeamRun | null;
  error: string | null;
  live: boolean;
  tick: number;
}

export function useRunStream(runId: string, round = 0): RunStream {
  const [run, setRun] = useState<RedTeamRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [tick, setTick] = useState(0);
  const lastTick = useRef(0);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let pendingTick: ReturnType<typeof setTimeout> | null = null;
    const bump = (now = false) => {
      if (pendingTick) return;
      const wait = now ? 0 : Math.max(0, lastTick.current + REFRESH_MS - Date.now());
      pendingTick = setTimeout(() => {
        pendingTick = null;
        lastTick.current = Date.now();
        if (!stopped) setTick((t) => t + 1);
      }, wait);
    };
    const adopt = (next: RedTeamRun) => {
      if (stopped) return;
      setRun(next);
      bump(FINISHED.has(next.status));
    };
    const startPolling = () => {
      if (poll || stopped) return;
      poll = setInterval(() => {
        api<RedTeamRun>(`/v2/security/redteam/runs/${runId}`)
          .then((r) => {
            adopt(r);
            if (FINISHED.has(r.status) && poll) clearInterval(poll);
          })
          .catch((e: Error) => setError(e.message));
      }, POLL_MS);
    };
    api<RedTeamRun>(`/v2/security/redteam/runs/${runId}`)
      .then((first) => {
        adopt(first);
        if (FINISHED.has(first.status) || stopped) return;
        const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
        socket = new WebSocket(`${scheme}://${window.location.host}/v2/security/redteam/runs/${runId}/ws`);
        socket.onopen = () => !stopped && setLive(true);
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; run?: RedTeamRun };
          if (message.run) adopt(message.run);
          else if (message.type === 'attack') bump();
        };
        socket.onclose = (event) => {
          if (stopped) return;
          setLive(false);
          // A normal close follows the final message; anything else falls back to polling.
          if (event.code !== 1000) startPolling();
        };
      })
      .catch((e: Error) => !stopped && setError(e.message));
    return () => {
      stopped = true;
      socket?.close();
      if (poll) clearInterval(poll);
      if (pendingTick) clearTimeout(pendingTick);
    };
  }, [runId, round]);

  return { run, error, live, tick };
}
