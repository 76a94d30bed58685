// The text analysis of one item, shared by all its detectors: each text is analysed once, on first use.
import { jsonProse } from './json-prose.js';
import type { NormalizedItem } from './normalize.js';
import { refusalIn } from './refusal.js';
import { TextView, type Span } from './text-view.js';

export const CONTEXT_SEPARATOR = '\n\n';

/** Every tool result and error of an item, joined: the text of evidence whose source is tool_call. */
export const toolResultsText = (item: Pick<NormalizedItem, 'toolCalls'>): string =>
  item.toolCalls
    .map((c) => [c.result, c.error].filter(Boolean).join('\n'))
    .filter(Boolean)
    .join(CONTEXT_SEPARATOR);

export class ItemText {
  readonly input: TextView;
  readonly output: TextView;
  /** The context chunks joined by CONTEXT_SEPARATOR; chunkSpans locate each chunk in it. */
  readonly context: TextView;
  readonly chunkSpans: { start: number; end: number }[];
  readonly systemPrompt: TextView | null;
  private chunkViews: TextView[] | null = null;
  private toolResultsView: TextView | null = null;
  private referenceView: TextView | null = null;
  private proseView: TextView | null = null;

  constructor(private readonly item: NormalizedItem) {
    this.input = new TextView(item.input);
    this.output = new TextView(item.output);
    let offset = 0;
    this.chunkSpans = item.context.map((chunk) => {
      const span = { start: offset, end: offset + chunk.length };
      offset += chunk.length + CONTEXT_SEPARATOR.length;
      return span;
    });
    this.context = new TextView(item.context.join(CONTEXT_SEPARATOR));
    this.systemPrompt = item.systemPrompt === null ? null : new TextView(item.systemPrompt);
  }

  /** Each context chunk on its own. */
  get chunks(): TextView[] {
    return (this.chunkViews ??= this.chunkSpans.map((span) => TextView.slice(this.context, span.start, span.end)));
  }

  /** Every tool result and error, joined: what the tools told the model. */
  get toolResults(): TextView {
    return (this.toolResultsView ??= new TextView(toolResultsText(this.item)));
  }

  /**
   * The output read as prose: the output itself, or for an answer written as JSON its string values, at the
   * offsets they have in the output (json-prose.ts), so that what reads sentences reads them as in prose.
   */
  get outputProse(): TextView {
    if (!this.proseView) {
      const prose = jsonProse(this.item.output);
      this.proseView = prose === null ? this.output : new TextView(prose);
    }
    return this.proseView;
  }

  /** The reference answer (evaluation metrics), empty when the item has none. */
  get reference(): TextView {
    return (this.referenceView ??= new TextView(this.item.reference ?? ''));
  }

  /** The refusal at the start of the output, if the output is one. */
  get outputRefusal(): Span | null {
    return refusalIn(this.output);
  }

  /** Everything the answer may legitimately draw on: the input, the context and the tool results. */
  sourceHas(predicate: (view: TextView) => boolean): boolean {
    return predicate(this.input) || predicate(this.context) || predicate(this.toolResults) || (this.systemPrompt ? predicate(this.systemPrompt) : false);
  }
}
