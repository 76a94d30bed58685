// What makes a text a request rather than a statement; shared by the category kit and AuditText.

/** A request: a question, an imperative opening, or "how/help me/I want to" somewhere. */
export const ASKS =
  /\?|^\s*(?:please\s+)?(?:write|create|give|tell|show|explain|describe|list|provide|help|teach|find|make|generate|draft|compose|design|develop|outline|suggest|brainstorm|produce|build|craft|come up|detail|convince|persuade|rewrite|paraphrase|decide|predict|rank|determine|assess|classify|score|modify|transform|obfuscate|use|slightly|intelligently|convert|translate|continue|edit|add|insert)\b|\b(?:how (?:do|can|could|would|should|to)|help me|teach me|i (?:want|need|plan|intend) to|step[- ]by[- ]step|instructions|guide|tips|ways? to|strategies|plan for)\b/im;
