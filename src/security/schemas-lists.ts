// Listings of the security area (pages of audit batches and red-team runs, newest first), the red-team
// matrix (one tally per attack vector × vulnerability, for the dashboard's heat map) and the red-team catalog.
import { Type, type Static } from '@sinclair/typebox';
import { NextCursor } from '../http/created-cursor.js';
import { redTeamCompareSchemas } from './schemas-redteam-compare.js';
import { RedTeamRun, RedTeamTally } from './schemas-redteam.js';
import { SecurityAuditBatch } from './schemas.js';

export const SecurityAuditBatchPage = Type.Object(
  {
    batches: Type.Array(Type.Ref(SecurityAuditBatch), { description: 'Batches, newest first.' }),
    next_cursor: NextCursor,
  },
  { $id: 'SecurityAuditBatchPage', title: 'SecurityAuditBatchPage', description: 'A page of audit batches.' },
);

export const RedTeamRunPage = Type.Object(
  {
    runs: Type.Array(Type.Ref(RedTeamRun), { description: 'Runs, newest first.' }),
    next_cursor: NextCursor,
  },
  { $id: 'RedTeamRunPage', title: 'RedTeamRunPage', description: 'A page of red-team runs.' },
);

export const RedTeamMatrixCell = Type.Composite(
  [
    Type.Object({
      attack_vector_key: Type.String({ description: 'Key of the attack vector.' }),
      vulnerability_key: Type.String({ description: 'Key of the vulnerability.' }),
    }),
    RedTeamTally,
  ],
  { $id: 'RedTeamMatrixCell', title: 'RedTeamMatrixCell', description: 'The tally of the attacks of one attack vector against one vulnerability.' },
);

export const RedTeamMatrix = Type.Object(
  {
    run_id: Type.String({ format: 'uuid' }),
    attack_vector_keys: Type.Array(Type.String(), { description: 'Rows of the matrix: the attack vectors of the plan, in plan order.' }),
    target_vulnerabilities: Type.Array(Type.String(), { description: 'Columns: the vulnerabilities of the plan, in plan order.' }),
    cells: Type.Array(Type.Ref(RedTeamMatrixCell), { description: 'One cell per attack vector × vulnerability, row by row.' }),
  },
  { $id: 'RedTeamMatrix', title: 'RedTeamMatrix', description: 'Attack success per attack vector × vulnerability.' },
);
export type RedTeamMatrix = Static<typeof RedTeamMatrix>;

export const RedTeamCatalog = Type.Object(
  {
    attack_vectors: Type.Array(
      Type.Object({
        attack_vector_key: Type.String({ description: 'Key to name in attack_vector_keys, e.g. "base64".' }),
        attack_vector_name: Type.String({ description: 'Its name, as attacks give it, e.g. "Base64 encoding".' }),
        description: Type.String(),
        multi_turn: Type.Boolean({ description: 'Sends several user turns, each after the previous answer.' }),
        needs_model: Type.Boolean({
          description:
            "Driven by an attacker model: a run that names it needs llm_api_key or the server's model (else 422), and it is left out when no vector is named.",
        }),
      }),
      { description: 'Every attack vector, in plan order; a run that names none uses those with needs_model false.' },
    ),
    vulnerabilities: Type.Array(
      Type.Object({
        vulnerability_key: Type.String({ description: 'Key to name in target_vulnerabilities, e.g. "s1-violence".' }),
        vulnerability_name: Type.String({ description: 'Its name, as attacks give it, e.g. "S1 Violence".' }),
        vulnerability_label: Type.Union([Type.String(), Type.Null()], { description: 'Category label ("S1"); null outside S1–S23.' }),
        description: Type.String(),
      }),
      { description: 'Every vulnerability, in plan order.' },
    ),
  },
  { $id: 'RedTeamCatalog', title: 'RedTeamCatalog', description: 'The attack vectors and vulnerabilities a run may plan.' },
);

/** The components above, registered after securitySchemas (which they reference). */
export const securityListSchemas = [SecurityAuditBatchPage, RedTeamRunPage, RedTeamMatrixCell, RedTeamMatrix, RedTeamCatalog, ...redTeamCompareSchemas];
