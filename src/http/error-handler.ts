// Turns every thrown error into the catalogue's response. Causes of 500s go to the log only.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, HttpError } from './errors.js';
import { toValidationIssues, type HttpPart } from './validation-errors.js';

const PART_DATA: Record<HttpPart, (r: FastifyRequest) => unknown> = {
  body: (r) => r.body,
  querystring: (r) => r.query,
  params: (r) => r.params,
  headers: (r) => r.headers,
};

export function toHttpError(error: FastifyError, request: FastifyRequest, bodyLimit: number): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    const part = (error.validationContext ?? 'body') as HttpPart;
    return errors.validation(toValidationIssues(error.validation as never, part, PART_DATA[part]?.(request)));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.bodyTooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return errors.invalid(
        ['body'],
        'Missing or unsupported Content-Type: send the body as JSON with Content-Type: application/json.',
        'model_attributes_type',
      );
  }
  // Other client errors raised by Fastify itself (bad Content-Length, aborted upload…) keep their status.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new HttpError(error.statusCode, error.message);
  return null;
}

/** Pages answered for unknown paths instead of a 404 (the dashboard's client-side routes), given by the app. */
export interface PageFallback {
  wants(request: FastifyRequest): boolean;
  send(reply: FastifyReply): unknown;
}

export function registerErrorHandlers(app: FastifyInstance, bodyLimit: number, pages?: PageFallback): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toHttpError(error, request, bodyLimit);
    if (!known) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: 'Internal Server Error' });
    }
    return reply.code(known.statusCode).headers(known.headers).send({ detail: known.detail });
  });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the dashboard (e.g. /analysis/runs/…) are pages the browser asks for by path.
    if (pages?.wants(request)) return pages.send(reply);
    const e = errors.routeNotFound(request.method, request.url.split('?')[0]);
    return reply.code(404).send({ detail: e.detail });
  });
}

/** The router's own refusals (Fastify's frameworkErrors option), in the catalogue's shape instead of Fastify's. */
export function answerFrameworkError(maxParamLength: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known =
      error.code === 'FST_ERR_BAD_URL' ? errors.malformedUrl() : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? errors.pathSegmentTooLong(maxParamLength) : null;
    if (!known) {
      request.log.error({ err: error }, 'unhandled router error');
      return reply.code(500).send({ detail: 'Internal Server Error' });
    }
    return reply.code(known.statusCode).send({ detail: known.detail });
  };
}

/**
 * A request Node's HTTP parser refuses (a NUL or another control character in the URL or a header) never
 * reaches Fastify: answered here, in the catalogue's shape, as Fastify's default handler does in its own.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request was not received in time.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
        : [400, 'Bad Request', String(errors.unparsableRequest().detail)];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
