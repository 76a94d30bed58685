// What a run read under other names (its field_mapping: a Ragas, DeepEval, promptfoo or Phoenix export's
// fields), in one line; nothing when every item used Assay's names.
export function FieldMappingNote({ mapping }: { mapping: Record<string, string> | undefined }) {
  const entries = Object.entries(mapping ?? {});
  if (!entries.length) return null;
  return (
    <p className="muted">
      Fields read under other names:{' '}
      {entries.map(([from, to], i) => (
        <span key={from}>
          {i > 0 && ', '}
          <code>{from}</code> as <code>{to}</code>
        </span>
      ))}
    </p>
  );
}
