// Code-scan uploads: a SARIF 2.1.0 log from Semgrep, CodeQL, Bandit… filed under a project, so that
// failure analysis can attach its findings as evidence (POST /v2/scanner/uploads).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ProjectName } from '../http/common-schemas.js';

// The subset of SARIF 2.1.0 that Assay reads is checked (version, each run's tool, each result's rule,
// message, level and locations); everything else a tool writes is accepted as is, since tools add their
// own properties freely. A result must also name its rule (ruleId or rule.id): checked in sarif.ts.
const SarifLocation = Type.Object(
  {
    physicalLocation: Type.Optional(
      Type.Object(
        {
          artifactLocation: Type.Optional(Type.Object({ uri: Type.Optional(Type.String({ description: 'File, relative to the scanned root.' })) })),
          region: Type.Optional(Type.Object({ startLine: Type.Optional(Type.Integer({ minimum: 1, description: 'First line, counted from 1.' })) })),
        },
        { description: 'Where in a file.' },
      ),
    ),
  },
  { description: 'A location of the finding (SARIF location).' },
);

export const SarifResult = Type.Object(
  {
    ruleId: Type.Optional(Type.String({ minLength: 1, description: 'Id of the rule that produced the finding (or give rule.id).' })),
    rule: Type.Optional(Type.Object({ id: Type.Optional(Type.String({ minLength: 1 })) }, { description: 'Reference to the rule, when ruleId is not given.' })),
    level: Type.Optional(
      Type.Union([Type.Literal('none'), Type.Literal('note'), Type.Literal('warning'), Type.Literal('error')], {
        description: "Severity; warning when absent (SARIF's default).",
      }),
    ),
    message: Type.Object(
      { text: Type.Optional(Type.String()), id: Type.Optional(Type.String()) },
      { description: "What was found (text, or the id of one of the rule's messages)." },
    ),
    locations: Type.Optional(Type.Array(SarifLocation, { description: 'Where it was found.' })),
  },
  { $id: 'SarifResult', title: 'SarifResult', description: 'One finding of a run (SARIF result); other fields as the tool writes them.' },
);

export const SarifRun = Type.Object(
  {
    tool: Type.Object(
      {
        driver: Type.Object(
          {
            name: Type.String({ minLength: 1, description: 'Name of the analysis tool, e.g. "Semgrep OSS", "CodeQL".' }),
            rules: Type.Optional(
              Type.Array(Type.Record(Type.String(), Type.Unknown()), {
                description: 'Rules the tool ran (SARIF reportingDescriptor: id, name, properties.tags…); their tags and CWE ids are read.',
              }),
            ),
          },
          { description: "The tool's primary component (SARIF toolComponent); other fields as the tool writes them." },
        ),
      },
      { description: 'The tool that produced the run.' },
    ),
    results: Type.Optional(Type.Array(Type.Ref(SarifResult), { description: 'Findings of the run.' })),
  },
  { $id: 'SarifRun', title: 'SarifRun', description: 'One run of one tool in a SARIF log.' },
);

export const SarifLog = Type.Object(
  {
    version: Type.Literal('2.1.0', { description: 'SARIF version; only 2.1.0 is accepted.' }),
    $schema: Type.Optional(Type.String({ description: 'URI of the SARIF JSON schema, e.g. "https://json.schemastore.org/sarif-2.1.0.json".' })),
    runs: Type.Array(Type.Ref(SarifRun), { description: 'Runs of the log, one per tool invocation.' }),
  },
  { $id: 'SarifLog', title: 'SarifLog', description: 'A SARIF 2.1.0 log, as the scanning tool wrote it.' },
);

export const ScanUploadRequest = Type.Object(
  {
    project_name: ProjectName,
    sarif: Type.Ref(SarifLog),
    source: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'Where the log comes from, e.g. "semgrep", "codeql", "bandit"; informational.',
      }),
    ),
    commit_sha: Type.Optional(
      Type.String({
        pattern: '^[0-9a-fA-F]{7,64}$',
        description: 'Commit the scan ran on: a full or abbreviated git hash (7 to 64 hex characters).',
      }),
    ),
  },
  {
    $id: 'ScanUploadRequest',
    title: 'ScanUploadRequest',
    description: 'A code-scan log to store for a project (created on first use). Invalid SARIF → 422.',
  },
);
export type ScanUploadRequest = Static<typeof ScanUploadRequest>;
export type SarifLog = Static<typeof SarifLog>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const ScanUpload = Type.Object(
  {
    upload_id: Type.String({ format: 'uuid', description: 'Id of the upload; failure analysis names it in scan_upload_id.' }),
    project_name: Type.String({ description: 'Project the upload belongs to.' }),
    tool_names: Type.Array(Type.String(), { description: 'Names of the tools in the log (tool.driver.name), each once.' }),
    findings_count: Count('Findings (results) over every run.'),
    findings_by_level: Type.Object(
      {
        error: Count('Findings of level error.'),
        warning: Count("Findings of level warning (SARIF's default level when a result gives none)."),
        note: Count('Findings of level note.'),
        none: Count('Findings of level none.'),
      },
      { description: 'Findings per SARIF level; every level is present.' },
    ),
    created_at: Type.String({ format: 'date-time', description: 'When the log was uploaded.' }),
  },
  { $id: 'ScanUpload', title: 'ScanUpload', description: 'A stored code-scan upload.' },
);
export type ScanUpload = Static<typeof ScanUpload>;

/** Every scanner component, each after the components it references. */
export const scannerSchemas: TSchema[] = [SarifResult, SarifRun, SarifLog, ScanUploadRequest, ScanUpload];
