// Response serializers compiled on first use. Fastify compiles one fast-json-stringify serializer per route and
// status at start-up: 2.7 of a 7 s `assay serve` start on this machine (half of it fast-json-stringify checking
// each schema). Built when a route first answers with that status, each costs milliseconds once, and routes
// never called (most, in a short-lived process or a test) cost nothing.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type RouteSchemaInfo = { schema: unknown; method: string; url: string; httpStatus: string };
type Serialize = (data: unknown) => string;

/** Fastify's schemaController.compilersFactory.buildSerializer, deferring each compilation to its first use. */
export function buildLazySerializer(externalSchemas: unknown, serializerOpts: unknown): (info: RouteSchemaInfo) => Serialize {
  const compile = SerializerSelector()(externalSchemas as never, serializerOpts as never) as (info: RouteSchemaInfo) => Serialize;
  return (info) => {
    let serialize: Serialize | null = null;
    return (data) => {
      serialize ??= compile(info);
      return serialize(data);
    };
  };
}
