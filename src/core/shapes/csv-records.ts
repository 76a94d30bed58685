// The records of a CSV text (RFC 4180: "," between fields, double quotes around a field that holds one, "" for
// a quote inside it, \r\n, \n or \r between records; a leading BOM and empty lines are skipped). Read one record
// at a time so a caller can pause between records: the route reads a 64 MB upload in slices and answers other
// requests meanwhile. The scans are native (indexOf, a sticky regex), so a field of 60 MB costs one pass.

/** A CSV text that cannot be read; `line` is where the problem is (1-based). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export interface CsvRecord {
  fields: string[];
  /** The line the record starts on (a record with line breaks inside a quoted field spans several). */
  line: number;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;
/** The end of an unquoted field: a comma, a line break, or a quote that has no place there. */
const UNQUOTED_END = /[,\r\n"]/g;

/** Line breaks in a field's text (\r\n counting once). */
function lineBreaksIn(text: string): number {
  if (!text.includes('\n') && !text.includes('\r')) return 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}

/**
 * A quoted field's text with each "" made one quote. replaceAll builds one string a pair (seconds for a field of
 * millions of quotes); a long field is compacted as bytes instead, in one pass.
 */
function unescapeQuotes(raw: string): string {
  if (raw.length < 65_536) return raw.split('""').join('"');
  const bytes = Buffer.from(raw, 'utf8');
  let kept = 0;
  for (let read = 0; read < bytes.length; read++) {
    const byte = bytes[read];
    bytes[kept++] = byte;
    if (byte === QUOTE && bytes[read + 1] === QUOTE) read++;
  }
  return bytes.toString('utf8', 0, kept);
}

export class CsvRecordReader {
  private pos: number;
  private line = 1;

  constructor(private readonly text: string) {
    this.pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** How far the reading has gone, in characters of the text. */
  get position(): number {
    return this.pos;
  }

  /** The next record, or null at the end of the text. */
  next(): CsvRecord | null {
    this.skipEmptyLines();
    if (this.pos >= this.text.length) return null;
    const line = this.line;
    const fields: string[] = [];
    for (;;) {
      fields.push(this.text.charCodeAt(this.pos) === QUOTE ? this.quotedField() : this.unquotedField(fields.length));
      const c = this.text.charCodeAt(this.pos);
      if (c === COMMA) {
        this.pos++;
        continue;
      }
      this.skipLineBreak();
      return { fields, line };
    }
  }

  private skipLineBreak(): boolean {
    const c = this.text.charCodeAt(this.pos);
    if (c === LF) this.pos++;
    else if (c === CR) this.pos += this.text.charCodeAt(this.pos + 1) === LF ? 2 : 1;
    else return false;
    this.line++;
    return true;
  }

  private skipEmptyLines(): void {
    while (this.skipLineBreak());
  }

  private unquotedField(index: number): string {
    UNQUOTED_END.lastIndex = this.pos;
    const end = UNQUOTED_END.exec(this.text)?.index ?? this.text.length;
    if (this.text.charCodeAt(end) === QUOTE) {
      throw new CsvSyntaxError(
        this.line,
        `a quote inside the unquoted field ${index + 1} of line ${this.line}: put the whole field in quotes and double each quote inside it ("say ""hi""")`,
      );
    }
    const value = this.text.slice(this.pos, end);
    this.pos = end;
    return value;
  }

  private quotedField(): string {
    const opened = this.line;
    const start = this.pos + 1;
    // The closing quote ends a run of quotes of odd length ("" inside the field, then the closing one); the field's
    // text is cut once and its "" pairs replaced once, so a field of millions of quotes builds no list of parts.
    let from = start;
    for (;;) {
      const run = this.text.indexOf('"', from);
      if (run === -1) throw new CsvSyntaxError(opened, `the quoted field opened on line ${opened} is never closed: add the closing quote`);
      let end = run + 1;
      while (this.text.charCodeAt(end) === QUOTE) end++;
      from = end;
      if ((end - run) % 2 === 0) continue;
      const raw = this.text.slice(start, end - 1);
      this.line += lineBreaksIn(raw);
      const after = this.text.charCodeAt(end);
      if (end < this.text.length && after !== COMMA && after !== LF && after !== CR) {
        throw new CsvSyntaxError(
          this.line,
          `text after the closing quote of a field on line ${this.line}: a quoted field ends at its quote; double each quote inside it ("")`,
        );
      }
      this.pos = end;
      return raw.includes('"') ? unescapeQuotes(raw) : raw;
    }
  }
}
