// Waiting for server-side work (large analyses, audits, red-team runs): poll until a final state, with a
// progress line on stderr when it is a terminal.
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pollUntil<T>(fetchState: () => Promise<T>, isDone: (state: T) => boolean, progress: (state: T) => string, intervalMs = 1000): Promise<T> {
  const tty = process.stderr.isTTY;
  for (;;) {
    const state = await fetchState();
    const line = progress(state);
    // On a terminal the line is rewritten in place; in CI logs each state is its own line.
    process.stderr.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
    if (isDone(state)) {
      if (tty) process.stderr.write('\n');
      return state;
    }
    await sleep(intervalMs);
  }
}
