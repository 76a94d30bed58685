// Schemas shared by every area: the FastAPI-shaped error bodies and small reusable pieces.
import { Type, type TSchema } from '@sinclair/typebox';

export const ValidationError = Type.Object(
  {
    loc: Type.Array(Type.Union([Type.String(), Type.Integer()]), {
      description: 'Where the error is: "body", "query", "path" or "header", then the field path (array indices as integers).',
    }),
    msg: Type.String({ description: 'What is wrong and how to fix it, for a person.' }),
    type: Type.String({ description: 'A machine-readable error type, as pydantic names them (missing, string_type, json_invalid...).' }),
  },
  { $id: 'ValidationError', title: 'ValidationError' },
);

export const HTTPValidationError = Type.Object({ detail: Type.Array(Type.Ref(ValidationError)) }, { $id: 'HTTPValidationError', title: 'HTTPValidationError' });

export const ErrorResponse = Type.Object(
  { detail: Type.String({ description: 'What went wrong, for a person.' }) },
  { $id: 'ErrorResponse', title: 'ErrorResponse' },
);

/** Responses every authenticated operation can give besides its success. */
export const standardErrors = {
  401: Type.Ref(ErrorResponse, { description: 'Missing, unknown or revoked API key.' }),
  404: Type.Ref(ErrorResponse, { description: 'Unknown id, an id that belongs to another owner, or (for a key limited to projects) to another project.' }),
  413: Type.Ref(ErrorResponse, { description: 'Request body over the configured limit.' }),
  422: Type.Ref(HTTPValidationError, { description: 'The request failed validation.' }),
  501: Type.Ref(ErrorResponse, { description: 'This operation is declared but its area is not built yet.' }),
};

export const bearerSecurity = [{ bearerAuth: [] as string[] }];

export const commonSchemas: TSchema[] = [ValidationError, HTTPValidationError, ErrorResponse];

/** The largest position the store keeps (a 32-bit integer column): item indexes, page offsets, message indexes. */
export const MAX_POSITION = 2 ** 31 - 1;

/** A position or count of items to skip: 0 to MAX_POSITION, so that a larger one is the 422 naming it, not a 500. */
export const Position = (options: { description: string; default?: number }) => Type.Integer({ minimum: 0, maximum: MAX_POSITION, ...options });

/** The rule for project names, shared by every `project_name` field. */
export const ProjectName = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[\\p{L}\\p{N}][\\p{L}\\p{N} ._:@-]*$',
  'x-pattern-hint': 'Project names start with a letter or digit and contain only letters, digits, spaces and . _ : @ -',
  description: 'Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.',
  examples: ['support-bot'],
});
