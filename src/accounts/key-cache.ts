// Checked API keys, remembered for a few seconds per process (ASSAY_KEY_CACHE_SECONDS): on PGlite every
// store query runs on the server's one thread, and the per-request key lookup was most of an authenticated
// request's cost (docs/benchmarks.md). Entries are keyed by the key's SHA-256, never by the key itself.
//
// A revoke must not wait for an entry to expire: the process that revokes forgets the key at once
// (api-keys.ts), and a trigger on api_keys and users (migration 0017) notifies every process on the
// store, which then forgets everything it remembers. Should a notification be lost (PostgreSQL connection
// dropped), an entry still lives only its few seconds.
import type { Store } from '../store/store.js';
import type { Principal } from './principal.js';

/** The channel the store's trigger notifies when a key is revoked or deleted, or its user changes. */
export const KEY_CHANGES_CHANNEL = 'assay_api_keys';

/** The caches of this process's apps that are in use: a revoke made in this process reaches them all at once. */
const inUse = new Set<ApiKeyCache>();

/** Forgets a revoked key in every app of this process (api-keys.ts calls it after each revoke). */
export function forgetKeyInThisProcess(keyId: string): void {
  for (const cache of inUse) cache.forgetKey(keyId);
}

/** Most keys remembered at once: a bound on memory whatever the number of keys in use. */
const MAX_ENTRIES = 10_000;

interface Entry {
  principal: Principal;
  expiresAt: number;
  /** When last_used_at was last written for this key (ms), so it is still written once a minute. */
  lastUsedAt: number;
}

export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();
  /** Changes on every forget: a lookup that started before one must not remember what it read. */
  private generation = 0;
  /** Set once the store's notices are listened to: until then nothing is remembered (see listen()). */
  private unlisten: (() => Promise<void>) | null = null;

  /** `listening`: for tests of the cache alone; an app's cache starts remembering once listen() succeeded. */
  constructor(
    private readonly ttlMs: number,
    listening = false,
  ) {
    if (listening) this.unlisten = async () => {};
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.unlisten !== null;
  }

  /**
   * Listens for the store's notices of changed keys; without them a revoke in another process could pass for
   * the whole cache time, so the cache remembers nothing until this has succeeded.
   */
  async listen(store: Store): Promise<void> {
    if (this.ttlMs <= 0 || this.unlisten) return;
    // NOTIFY reaches every schema of the database: only changes to this store's tables count.
    const [{ schema }] = await store.query<{ schema: string }>('SELECT current_schema() AS schema');
    this.unlisten = await store.listen(KEY_CHANGES_CHANNEL, (payload) => {
      if (payload === schema) this.forgetAll();
    });
    inUse.add(this);
  }

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    inUse.delete(this);
    this.forgetAll();
    await unlisten?.();
  }

  /** The generation to hand back to remember(), taken before the store is asked. */
  begin(): number {
    return this.generation;
  }

  get(keyHash: string, now = Date.now()): Entry | null {
    const entry = this.entries.get(keyHash);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(keyHash);
      return null;
    }
    return entry;
  }

  remember(keyHash: string, principal: Principal, lastUsedAt: number, generation: number, now = Date.now()): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyHash, { principal, expiresAt: now + this.ttlMs, lastUsedAt });
  }

  /** Forgets one key (by its id), at once; revokes rarely happen, so a scan is fine. */
  forgetKey(keyId: string): void {
    this.generation++;
    for (const [hash, entry] of this.entries) if (entry.principal.keyId === keyId) this.entries.delete(hash);
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
