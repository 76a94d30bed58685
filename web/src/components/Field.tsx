// A labelled control whose accessible name is the label alone. A <label> wrapped around a <select> would add the
// selected option's text to the name ("Severity any severity"); a label pointing at the control by id does not.
import { cloneElement, useId, type ReactElement } from 'react';

export function Field({ label, children, inline }: { label: string; children: ReactElement<{ id?: string }>; inline?: boolean }) {
  const id = useId();
  return (
    <div className={inline ? 'field inline' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}
