// What Assay adds to Fastify's objects: the store and config on the instance, the caller on the request,
// and per-route options (which auth applies, which non-JSON bodies the route accepts).
import type { Principal } from './accounts/api-keys.js';
import type { ApiKeyCache } from './accounts/key-cache.js';
import type { Mailer } from './accounts/mailer.js';
import type { Config } from './config/config.js';
import type { Store } from './store/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    assayConfig: Config;
    /** API keys checked recently (accounts/key-cache.ts); a revoke forgets the key here at once. */
    keyCache: ApiKeyCache;
    /** Outgoing mail: SMTP, or .eml files in the outbox. */
    mailer: Mailer;
    /** Set when SIGTERM arrives: /readyz answers 503 so load balancers stop sending. */
    shuttingDown: boolean;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    auth?: 'key' | 'none';
    rawBodyTypes?: string[];
    /** The route makes the body's strings storable itself (OTLP: replaced, not refused); path and query are still checked. */
    bodyCheckedByRoute?: boolean;
    /** The route decompresses a gzip body itself (OTLP); every other route answers 415 to a Content-Encoding. */
    gzipBody?: boolean;
  }
}
