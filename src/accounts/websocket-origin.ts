// Cross-site WebSocket hijacking: browsers send cookies on WebSocket handshakes and no CORS rule guards
// them, so any page a signed-in person opens could follow their runs. SameSite=Lax keeps the cookie off
// most cross-site handshakes, but not those from a sibling subdomain (same site, other origin) nor in every
// browser; so a handshake signed in by the session cookie must come from the service's own origin.
// Bearer-key clients (the CLI, SDKs) are not affected: a page cannot make a browser add that header.
import type { FastifyRequest } from 'fastify';
import { publicBaseUrl } from '../config/config.js';

export function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when the request's Origin is the service's own: the host the request was sent to (its Host, or
 * X-Forwarded-Host when ASSAY_TRUST_PROXY names the proxy), with any scheme since a TLS proxy may end https
 * before us, or exactly the origin of ASSAY_PUBLIC_URL. A missing or malformed Origin is not the service's.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const header = request.headers.origin;
  const origin = typeof header === 'string' ? originOf(header) : null;
  if (!origin || origin === 'null') return false;
  if (new URL(origin).host === request.host.toLowerCase()) return true;
  return origin === originOf(publicBaseUrl(request.server.assayConfig));
}
