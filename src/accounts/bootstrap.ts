// Start-up provisioning, run under the start-up lock so that several processes starting at once on
// PostgreSQL create one admin, not several.
import type { Queryable } from '../store/store.js';
import { createApiKey, hashApiKey } from './api-keys.js';
import { countUsers, createUser, findFirstAdmin } from './users.js';

export type BootstrapOutcome =
  | { action: 'init-key-created' }
  | { action: 'init-key-present'; revoked: boolean }
  | { action: 'admin-key-created'; key: string }
  | { action: 'none' };

async function ensureAdmin(db: Queryable) {
  return (await findFirstAdmin(db)) ?? createUser(db, { email: null, displayName: 'admin', role: 'admin' });
}

/**
 * With ASSAY_INIT_API_KEY: make sure that key exists for an admin (idempotent; a revoked one stays revoked).
 * Without it: on an empty store only, create an admin and a key, returned so the caller prints it once
 * (not for the keys CLI, which creates the key it prints itself).
 */
export async function bootstrapAccounts(
  db: Queryable,
  initApiKey: string | undefined,
  options: { firstStartKey: boolean } = { firstStartKey: true },
): Promise<BootstrapOutcome> {
  if (initApiKey) {
    const existing = await db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM api_keys WHERE key_hash = $1', [hashApiKey(initApiKey)]);
    if (existing.length > 0) return { action: 'init-key-present', revoked: existing[0].revoked_at !== null };
    const admin = await ensureAdmin(db);
    await createApiKey(db, admin.id, 'ASSAY_INIT_API_KEY', initApiKey);
    return { action: 'init-key-created' };
  }
  if (!options.firstStartKey || (await countUsers(db)) > 0) return { action: 'none' };
  const admin = await ensureAdmin(db);
  const { key } = await createApiKey(db, admin.id, 'first-start admin key');
  return { action: 'admin-key-created', key };
}
