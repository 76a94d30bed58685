// The run's view of the project's latest code scan (FailureAnalysisResponse.scan_findings): its relevant findings,
// shown for the run as a whole; a tag cites one only when it names the tag's tool, file or span.
import { Type, type Static } from '@sinclair/typebox';

export const ScanFindingSummary = Type.Object({
  rule_id: Type.String(),
  level: Type.String({ description: 'error, warning, note or none.' }),
  message: Type.String({ description: 'The first 300 characters of the finding.' }),
  file: Type.Union([Type.String(), Type.Null()]),
  line: Type.Union([Type.Integer(), Type.Null()]),
  tool: Type.String(),
  kind: Type.String({ description: 'hardcoded_secret, injection_sink, command_execution, ssrf or path_traversal.' }),
  cwe: Type.Array(Type.String()),
});
export type ScanFindingSummary = Static<typeof ScanFindingSummary>;

export const ScanFindingsField = Type.Optional(
  Type.Union([Type.Array(ScanFindingSummary), Type.Null()], {
    description:
      "Extra. The relevant findings of the project's latest scan (scan_upload_id), errors first, at most 50, shown for the run as a " +
      "whole; a finding is also evidence on a tag only when it names the tag's tool, file or span. Null when the run used no scan.",
  }),
);
