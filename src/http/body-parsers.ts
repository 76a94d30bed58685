// Body parsing: JSON with FastAPI-style errors for malformed documents, and every other content type
// kept raw so the route can either accept it (CSV uploads) or answer a clear 422.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { errors, HttpError } from './errors.js';
import { locateJsonError } from '../core/text/json-error-locator.js';
import { parseJsonInSlices, SlicedJsonError } from './sliced-json.js';

/**
 * Bodies up to this size are parsed in one go: JSON.parse of 1 MB holds the loop ≤ ~50 ms for the densest
 * JSON (small objects), ~5 ms for text. Larger ones are parsed in slices that yield (sliced-json.ts).
 */
const ONE_GO_MAX_BYTES = 1024 * 1024;

export class RawBody {
  constructor(
    readonly contentType: string,
    readonly data: Buffer,
  ) {}

  get mediaType(): string {
    return this.contentType.split(';')[0].trim().toLowerCase();
  }

  text(): string {
    return this.data.toString('utf8');
  }
}

/** Line and column (1-based) of a character offset, for error messages people can act on. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

const forbiddenKeys = (err: unknown) => /forbidden prototype property/.test((err as Error).message);

function invalidJson(text: string, offset: number, reason: string): HttpError {
  const { line, column } = lineColumn(text, offset);
  return new HttpError(422, [
    { loc: ['body', offset], msg: `JSON decode error at line ${line}, column ${column}: ${reason}. Send a valid JSON document.`, type: 'json_invalid' },
  ]);
}

const PROTO_KEYS = { offset: 0, reason: 'keys named __proto__ or constructor.prototype are not accepted' };

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    const { offset, reason } = forbiddenKeys(err) ? PROTO_KEYS : locateJsonError(text);
    throw invalidJson(text, offset, reason);
  }
}

/** parseJsonBody for a body of any size: past ONE_GO_MAX_BYTES, parsed in slices that yield to the loop. */
export async function parseLargeJsonBody(text: string): Promise<unknown> {
  if (Buffer.byteLength(text, 'utf8') <= ONE_GO_MAX_BYTES || text.trim() === '') return parseJsonBody(text);
  const utf8 = Buffer.from(text, 'utf8');
  let value: unknown;
  try {
    value = await parseJsonInSlices(utf8);
  } catch (err) {
    if (!(err instanceof SlicedJsonError)) throw err;
    // Near the start, the error is located as for a small body (the locator stops at the first error, so it
    // reads only up to it); further in, from the streaming parser's own offset.
    if (err.byteOffset <= ONE_GO_MAX_BYTES) {
      const { offset, reason } = locateJsonError(text);
      throw invalidJson(text, offset, reason);
    }
    const offset = utf8.subarray(0, err.byteOffset).toString('utf8').length;
    throw invalidJson(text, offset, err.atEnd ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[offset] ?? '')}`);
  }
  // The same refusal of __proto__ and constructor.prototype keys as parseJsonBody, on the parsed value: walked
  // only when the text could hold one (as secure-json-parse does), a key spelled plainly or with \u escapes.
  if (value === null || typeof value !== 'object' || !/__proto__|constructor|\\u00/.test(text)) return value;
  try {
    return secureJson.scan(value as Record<string, unknown>, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    if (forbiddenKeys(err)) throw invalidJson(text, PROTO_KEYS.offset, PROTO_KEYS.reason);
    throw err;
  }
}

const JSON_TYPES = /^application\/([\w.+-]+\+)?json$/;

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (_req: FastifyRequest, body: string | Buffer) => parseLargeJsonBody(String(body)));
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (req, body, done) => {
    done(null, new RawBody(String(req.headers['content-type'] ?? ''), body as Buffer));
  });

  // A compressed body is refused before it is read (415), but on a route that decompresses it within the body
  // limit itself (OTLP): read as it is, a gzip body would be answered as malformed JSON or CSV.
  app.addHook('preParsing', async (request: FastifyRequest, _reply, payload) => {
    const encoding = String(request.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || encoding === '' || encoding === 'identity') return payload;
    const gzipAccepted = request.routeOptions.config.gzipBody === true;
    if (encoding === 'gzip' && gzipAccepted) return payload;
    throw errors.unsupportedEncoding(encoding, gzipAccepted);
  });

  // A non-JSON body reaches a route only if the route lists its media type in config.rawBodyTypes.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const body = request.body;
    if (!(body instanceof RawBody)) return;
    const allowed = request.routeOptions.config.rawBodyTypes ?? [];
    if (allowed.includes(body.mediaType)) return;
    const accepted = ['application/json', ...allowed].join(' or ');
    throw errors.invalid(
      ['body'],
      `Unsupported Content-Type '${body.mediaType || 'none'}': send the body as ${accepted} (set the Content-Type header accordingly).`,
      'model_attributes_type',
    );
  });
}
