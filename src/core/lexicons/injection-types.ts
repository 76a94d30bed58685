// The shapes of injection-patterns.ts and injection-signals.ts: what a match is, and a family of phrases.

export type InjectionKind =
  | 'override'
  | 'persona'
  | 'restriction_removal'
  | 'prompt_extraction'
  | 'new_instructions'
  | 'output_hijack'
  | 'addressed_to_ai'
  | 'response_manipulation'
  | 'code_directive'
  | 'risky_code'
  | 'out_of_place_line'
  | 'jailbreak_framing'
  | 'special_tokens'
  | 'adversarial_suffix'
  | 'secret_request'
  | 'exfiltration'
  | 'task_hijack'
  | 'fake_turn';

export interface InjectionMatch {
  start: number;
  end: number;
  text: string;
  kind: InjectionKind;
  confidence: number;
}

export interface Family {
  /** Trigger words (see WordGate): the family's regex only runs on texts that contain them. */
  gate: string | null;
  kind: InjectionKind;
  re: RegExp;
  weight: number;
  untrustedWeight?: number;
}
