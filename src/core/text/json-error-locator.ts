// JSON.parse on Node 20 often reports a bad document without a position (and quotes the input back).
// This scanner runs only after a parse failed, to tell the client where and why, in its own words.

export interface JsonErrorLocation {
  offset: number;
  reason: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);

export function locateJsonError(text: string): JsonErrorLocation {
  let i = 0;
  const fail = (reason: string): never => {
    throw { offset: i, reason } satisfies JsonErrorLocation;
  };
  const describe = () => (i >= text.length ? 'end of input' : `character ${JSON.stringify(text[i])}`);
  const skip = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${describe()}; expected a value`);
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail('unescaped control character in string');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('invalid \\u escape in string');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail('invalid escape in string');
      }
      i++;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) fail(`unexpected ${describe()}; expected a value`);
    i += match![0].length;
  };
  const value = (depth: number): void => {
    if (depth > 5000) fail('document nested too deeply');
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      skip();
      if (text[i] === '}') return void i++;
      for (;;) {
        skip();
        if (text[i] !== '"') fail(`unexpected ${describe()}; expected a property name in double quotes`);
        string();
        skip();
        if (text[i] !== ':') fail(`unexpected ${describe()}; expected ':' after the property name`);
        i++;
        value(depth + 1);
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail(`unexpected ${describe()}; expected ',' or '}'`);
      }
    }
    if (c === '[') {
      i++;
      skip();
      if (text[i] === ']') return void i++;
      for (;;) {
        value(depth + 1);
        skip();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail(`unexpected ${describe()}; expected ',' or ']'`);
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  try {
    value(0);
    skip();
    if (i < text.length) fail(`unexpected ${describe()} after the end of the document`);
  } catch (err) {
    if (typeof err === 'object' && err !== null && 'offset' in err) return err as JsonErrorLocation;
    throw err;
  }
  return { offset: 0, reason: 'invalid JSON' };
}
