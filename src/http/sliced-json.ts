// JSON parsed in slices that yield to the event loop, for bodies too large to parse in one go: JSON.parse of
// 4.5 MB of small objects holds the loop for 80-200 ms (a SARIF file of 500,000 rules), and every other
// request waits. A streaming parser (@streamparser/json, ~4× JSON.parse's CPU) reads a slice, then lets the
// loop run. Same values as JSON.parse (test/unit/sliced-json.test.ts compares them); errors are located by the
// caller (body-parsers.ts) from the offset given here.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Tokenizer, TokenParser } from '@streamparser/json';

/** Bytes read between yields: ~2-5 ms of parsing for the densest JSON. */
const SLICE_BYTES = 16 * 1024;

/** A document the streaming parser refused: where (a byte offset into the UTF-8 text), or the end of input. */
export class SlicedJsonError extends Error {
  constructor(
    message: string,
    readonly byteOffset: number,
    readonly atEnd: boolean,
  ) {
    super(message);
  }
}

/** The value of one JSON document `utf8` (nothing but whitespace after it), parsed in slices. */
export async function parseJsonInSlices(utf8: Uint8Array): Promise<unknown> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: ['$'], keepStack: false });
  let lastTokenOffset = 0;
  let value: unknown;
  let complete = false;
  tokenizer.onToken = (token) => {
    lastTokenOffset = token.offset;
    parser.write(token);
  };
  parser.onValue = ({ value: parsed, stack }) => {
    if (stack.length > 0) return;
    value = parsed;
    complete = true;
  };
  // The parser ends after the root value; the tokenizer then refuses anything but whitespace.
  parser.onEnd = () => {
    if (!tokenizer.isEnded) tokenizer.end();
  };
  let written = 0;
  try {
    for (; written < utf8.length; written += SLICE_BYTES) {
      if (written > 0) await yieldToLoop();
      tokenizer.write(utf8.subarray(written, written + SLICE_BYTES));
    }
  } catch (err) {
    // The tokenizer names the byte it refused; the token parser only the token, whose offset we kept.
    const at = /absolute position "(\d+)"/.exec((err as Error).message);
    throw new SlicedJsonError((err as Error).message, at ? Number(at[1]) : lastTokenOffset, false);
  }
  // A number at the very end is only emitted once the input is known to be over.
  if (!complete && !tokenizer.isEnded) {
    try {
      tokenizer.end();
    } catch {
      // Mid-token: reported below as the end of input.
    }
  }
  if (!complete) throw new SlicedJsonError('unexpected end of input', utf8.length, true);
  return value;
}
