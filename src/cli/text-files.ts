// Files the CLI reads as text: UTF-8 (a byte-order mark is skipped), else a usage error that names the encoding
// found, never a message quoting raw bytes; JSON in them no deeper than the server takes, checked without
// recursion, so a 10,000-level file is a usage error and not a stack overflow later.
import fs from 'node:fs';
import { findUnstorableInput } from '../http/input-guard.js';
import { MAX_JSON_DEPTH } from '../http/storable-text.js';
import { UsageError } from './errors.js';
import { readProblem, shownPath } from './places.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The file's text, decoded as UTF-8; a usage error for a file that cannot be read or is not UTF-8. */
export function readTextFile(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new UsageError(readProblem(file, err));
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new UsageError(`${shownPath(file)}: is UTF-16 text; save it as UTF-8 and run again.`);
  }
  try {
    return utf8.decode(bytes);
  } catch {
    const at = firstInvalidByte(bytes);
    throw new UsageError(
      `${shownPath(file)}: is not UTF-8 text (byte 0x${bytes[at].toString(16).padStart(2, '0')} at offset ${at}); save it as UTF-8 and run again.`,
    );
  }
}

/** The offset of the first byte that is not UTF-8: where decoding put a U+FFFD the file did not hold. */
function firstInvalidByte(bytes: Buffer): number {
  const text = bytes.toString('utf8');
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    const offset = Buffer.byteLength(text.slice(0, at));
    if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) return offset;
  }
  return 0;
}

/** JSON text parsed, refused when nested deeper than the server takes (where: the file and place, for the message). */
export function parseJsonText(text: string, where: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${where}: not valid JSON (${(err as Error).message}).`);
  }
  const [deep] = findUnstorableInput(value, []).filter((issue) => issue.type === 'value_error');
  if (deep) throw new UsageError(`${where}: nested more than ${MAX_JSON_DEPTH} levels (at ${deep.loc.slice(0, 6).join('.')}…); the server refuses it too.`);
  return value;
}
