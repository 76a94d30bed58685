// Body parsing: JSON with FastAPI-style errors for malformed documents, and every other content type
// kept raw so the route can either accept it (CSV uploads) or answer a clear 422.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { errors, HttpError } from './errors.js';
import { locateJsonError } from '../core/text/json-error-locator.js';

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

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    const forbidden = /forbidden prototype property/.test((err as Error).message);
    const { offset, reason } = forbidden ? { offset: 0, reason: 'keys named __proto__ or constructor.prototype are not accepted' } : locateJsonError(text);
    const { line, column } = lineColumn(text, offset);
    throw new HttpError(422, [
      { loc: ['body', offset], msg: `JSON decode error at line ${line}, column ${column}: ${reason}. Send a valid JSON document.`, type: 'json_invalid' },
    ]);
  }
}

const JSON_TYPES = /^application\/([\w.+-]+\+)?json$/;

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
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
