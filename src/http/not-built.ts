// Handler for operations whose schemas are declared (so clients and docs see the whole contract)
// but whose area has not landed yet: they answer 501 after auth and validation have run.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

export function notBuiltYet(area: string) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<never> => {
    throw new HttpError(
      501,
      `${request.method} ${request.routeOptions.url} is part of the API contract, but the ${area} area is not built in this version of Assay yet.`,
    );
  };
}
