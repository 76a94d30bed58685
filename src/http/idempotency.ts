// The Idempotency-Key header of the operations that store a run (analyze, audit; docs/api.md, "Idempotency-Key"):
// a client that lost the answer retries with the same key and receives the first run, not a second one.
// The key is claimed in the store before the work starts, so of two concurrent retries only one runs.
import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse } from './common-schemas.js';
import { errors, HttpError } from './errors.js';
import * as keys from './idempotency-store.js';

/** A key names its request for this long; afterwards it is free again. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A claim still running after this long is taken for abandoned (its process stopped mid-run) and may be claimed
 * again: no request runs that long, and without this a crash would hold the key for the whole 24 hours.
 */
export const ABANDONED_AFTER_SECONDS = 60 * 60;
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_PATTERN = '^[\\x20-\\x7E]{1,255}$';
const keyPattern = new RegExp(KEY_PATTERN);

/** The route's headers schema: it describes the header in the OpenAPI document; checkIdempotencyKey checks it first. */
export const IdempotencyHeaders = Type.Object({
  'Idempotency-Key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: KEY_PATTERN,
      description:
        'Optional: 1–255 printable ASCII characters, e.g. a UUID, chosen by the client per request. A retry with the same key ' +
        'and body within 24 hours answers the first run again (header Idempotent-Replayed: true) instead of making another; ' +
        'the same key with another body → 422; while the first request is still running → 409.',
    }),
  ),
});

/** The answer besides the operation's own: a request with the key is still running. */
export const idempotencyErrors = {
  409: Type.Ref(ErrorResponse, { description: 'A request with the same Idempotency-Key is still in progress: retry once it has answered.' }),
};

/** The request's key: null without the header; a malformed one is the 422 naming the header. */
function keyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !keyPattern.test(value)) throw errors.idempotencyKeyFormat();
  return value;
}

/**
 * preValidation step: a malformed key is refused before the body is read, with the header named as sent
 * (the schema's own check would name it in lower case).
 */
export async function checkIdempotencyKey(request: FastifyRequest): Promise<void> {
  keyOf(request);
}

/** A JSON value with every object's keys sorted, so equal requests hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/**
 * SHA-256 of the validated request (defaults applied, a CSV upload already read with its query options). The
 * provider key llm_api_key is left out: it is never stored, not even as part of a hash, and a retry that changes
 * only it is the same request.
 */
export function requestHash(body: unknown): string {
  const { llm_api_key: _secret, ...rest } = (body ?? {}) as Record<string, unknown>;
  return crypto.createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/** An operation that stores a resource and answers with it. */
export interface IdempotentOperation<T> {
  /** One key space per operation: the same key on analyze and on audit names two requests. */
  name: string;
  /** The id of the stored resource an answer describes. */
  resourceIdOf(answer: T): string;
  /** The stored resource as the operation answers it now, for the request's caller; throws the 404 when they cannot read it. */
  reread(request: FastifyRequest, resourceId: string): Promise<T>;
}

/**
 * Runs the work once per key of the caller: without the header it simply runs. With it, the first request
 * claims the key and runs; a retry with the same body replays the stored resource (its current state) with the
 * first answer's status and Idempotent-Replayed: true; a different body is 422, a claim still running 409.
 * Work that fails (throws, so stores no resource) releases the key, and the retry runs.
 */
export async function idempotently<T>(request: FastifyRequest, reply: FastifyReply, operation: IdempotentOperation<T>, work: () => Promise<T>): Promise<T> {
  const key = keyOf(request);
  if (key === null) return work();
  const db = request.server.store;
  const id: keys.KeyId = { ownerId: request.principal!.userId, operation: operation.name, key };
  const hash = requestHash(request.body);
  // Each pass ends in an answer, unless the key was freed between two statements (released, or its resource
  // gone): then it is claimed again. Two more passes cover that race; a key that keeps changing hands is 409.
  let since = new Date();
  for (let pass = 0; pass < 3; pass++) {
    const claim = await keys.claimKey(db, id, hash, KEY_TTL_SECONDS, ABANDONED_AFTER_SECONDS);
    if (claim) return runClaimed(request, reply, operation, claim, work);
    const held = await keys.heldKey(db, id);
    if (!held) continue;
    if (held.requestHash !== hash) throw errors.idempotencyKeyReused();
    since = held.createdAt;
    if (held.status === 'running' || held.resourceId === null) throw errors.idempotencyKeyInProgress(since);
    try {
      const answer = await operation.reread(request, held.resourceId);
      reply.code(held.responseStatus ?? 200).header(REPLAYED_HEADER, 'true');
      return answer;
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
      // The run is no longer the caller's to read (deleted with its project, or out of this key's projects).
      await keys.forgetKey(db, id, held.resourceId);
    }
  }
  throw errors.idempotencyKeyInProgress(since);
}

async function runClaimed<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: IdempotentOperation<T>,
  claim: keys.Claim,
  work: () => Promise<T>,
): Promise<T> {
  const db = request.server.store;
  await keys.deleteExpiredKeys(db, claim.ownerId, KEY_TTL_SECONDS);
  let answer: T;
  try {
    answer = await work();
  } catch (err) {
    await keys.releaseClaim(db, claim).catch((releaseErr: unknown) => {
      // The claim is then taken for abandoned after ABANDONED_AFTER_SECONDS.
      request.log.warn({ err: releaseErr }, 'could not release an Idempotency-Key claim');
    });
    throw err;
  }
  await keys.finishClaim(db, claim, operation.resourceIdOf(answer), reply.statusCode);
  return answer;
}
