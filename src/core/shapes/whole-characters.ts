// Text cut or quoted for a reason or a preview must stay valid Unicode: half a surrogate pair has no UTF-8 form,
// and a store refuses it (jsonb) or mangles it. Cut at a character's edge, and mend text made by others.

/** Half of a surrogate pair without its other half (the one pattern the store's edge check uses too). */
export const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNPAIRED_SURROGATES = new RegExp(UNPAIRED_SURROGATE.source, 'g');

/** text.slice(0, end), one code unit shorter when `end` would split a surrogate pair. */
export function sliceWhole(text: string, end: number): string {
  if (end <= 0) return '';
  if (end >= text.length) return text;
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/** The text with each unpaired surrogate replaced by U+FFFD (what String.prototype.toWellFormed does). */
export function wellFormed(text: string): string {
  return text.replace(UNPAIRED_SURROGATES, '\uFFFD');
}
