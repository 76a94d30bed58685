// Where a safety judgement saw what it judged: a quoted piece of the prompt or response, by offsets.
export interface EvidenceSnippet {
  start: number;
  end: number;
  text: string;
}
