// Personal-data matchers (e-mail, phone, SSN, payment card, IBAN), pure and reusable: the pii_exposure
// detector and the security audit both call findPii. Each candidate is validated (checksums, number ranges,
// formats) so dates, prices and order numbers stay out.
import type { TextView } from '../text/text-view.js';

export type PiiType = 'email' | 'phone' | 'ssn' | 'credit_card' | 'iban';

export interface PiiMatch {
  type: PiiType;
  start: number;
  end: number;
  text: string;
  /** Canonical value for comparisons across texts: digits only, or the lower-cased address. */
  value: string;
  confidence: number;
}

const EMAIL = /(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.){1,4}[A-Za-z]{2,24}(?![\w@-])/g;
// Addresses of a role or a documentation domain are not anyone's personal data.
const ROLE_LOCAL =
  /^(?:info|support|help|helpdesk|contact|sales|admin|administrator|no-?reply|do-?not-?reply|hello|team|press|privacy|billing|service|customer[._-]?services?|kundenservice|kundenbetreuung|service[._-]?client|webmaster|postmaster|office|enquiries|inquiries|feedback|security|abuse|hr|jobs|careers|marketing|media|legal|orders|accounts|notifications?)$/i;
const PLACEHOLDER_DOMAIN = /(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid|localhost|domain\.com|email\.com|yourdomain\.com|company\.com)$/i;

const SSN = /(?<![\d-])(\d{3})-(\d{2})-(\d{4})(?![\d-])/g;
const SSN_SPACED = /(?<!\d)(\d{3}) (\d{2}) (\d{4})(?!\d)/g;
const SSN_CUE = /\b(?:ssn|social security|soc\.? sec)/i;

const CARD = /(?<![\d.,-]|\d[ -])\d(?:[ -]?\d){12,18}(?!\d|[.,-]\d)/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/g;

// Phones: international (+cc), North American (xxx) xxx-xxxx / xxx-xxx-xxxx, national with a trunk 0, or any
// digit run of phone length right after a word like "phone" or "call".
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,5}(?![\w])/g;
const PHONE_NANP = /(?<![\w(+-])(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\w-]|[.,]\d)/g;
const PHONE_TRUNK = /(?<![\w+.,-])0\d{1,4}(?:[ .-]\d{2,4}){2,4}(?![\w-]|[.,]\d)/g;
const PHONE_CUED =
  /\b(?:phone|tel|telephone|mobile|cell|cellphone|fax|whatsapp|call(?: me)?(?: at| on)?|text(?: me)?(?: at| on)?|reach (?:me|him|her) (?:at|on))\b[^\d\n]{0,12}(\+?\d[\d ().-]{5,18}\d)/gi;
const NOT_PHONE_BEFORE =
  /(?:\b(?:order|invoice|ref(?:erence)?|tracking|account|acct|id|isbn|serial|sku|po|case|ticket|confirmation|booking|item|part|model|transaction)(?:\s*(?:number|no\.?|num|id|code))?|[#$€£¥])\W{0,3}$/i;
const DATE_LIKE = /^\d{1,4}[./ -]\d{1,2}[./ -]\d{1,4}$/;

/** Luhn checksum, used by payment cards. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** ISO 13616 mod-97 check of an IBAN (spaces ignored). */
export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/ /g, '');
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const part = code >= 65 ? String(code - 55) : ch;
    for (const d of part) rem = (rem * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

function ssnValid(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

// Card brands by prefix; an unknown prefix still counts, with less confidence.
const CARD_PREFIX = /^(?:4|5[1-5]|2[2-7]|3[47]|6011|65|64[4-9]|35|30[0-5]|36|38|62)/;

// Published test numbers of the card networks and payment providers belong to no one.
const TEST_CARDS = new Set([
  '4242424242424242',
  '4111111111111111',
  '4012888888881881',
  '5555555555554444',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '4000056655665556',
  '5200828282828210',
]);

function cardConfidence(raw: string): number {
  const digits = digitsOf(raw);
  if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits) || TEST_CARDS.has(digits)) return 0;
  const groups = raw.split(/[ -]/);
  // Separators, when present, split the number into card-like groups (4-4-4-4, 4-6-5, …), not arbitrary runs.
  if (groups.length > 1 && (groups.length > 5 || groups.some((g) => g.length < 4 && g !== groups[groups.length - 1]))) return 0;
  if (!luhnValid(digits)) return 0;
  return CARD_PREFIX.test(digits) ? 0.9 : 0.6;
}

function emailMatches(text: string, out: PiiMatch[]) {
  for (const m of text.matchAll(EMAIL)) {
    const [local, domain] = m[0].split('@');
    if (ROLE_LOCAL.test(local) || PLACEHOLDER_DOMAIN.test(domain)) continue;
    // A file name like image@2x.png is not an address.
    if (/\.(?:png|jpe?g|gif|svg|webp)$/i.test(domain)) continue;
    out.push({ type: 'email', start: m.index!, end: m.index! + m[0].length, text: m[0], value: m[0].toLowerCase(), confidence: 0.85 });
  }
}

function phoneOk(text: string, start: number, raw: string): boolean {
  const digits = digitsOf(raw);
  if (digits.length < 7 || digits.length > 15) return false;
  if (DATE_LIKE.test(raw.trim())) return false;
  if (NOT_PHONE_BEFORE.test(text.slice(Math.max(0, start - 16), start))) return false;
  // Numbers that reach no private person: North American 555 numbers (fiction and examples), counting
  // placeholders, toll-free lines, and European freephone / shared-cost ranges.
  const national = digits.length === 11 && digits[0] === '1' ? digits.slice(1) : digits;
  if (national.length === 10 && /^(?:555|8(?:00|33|44|55|66|77|88))|^\d{3}555/.test(national)) return false;
  if (national.length === 7 && national.startsWith('555')) return false;
  if (/0123456789|1234567890|(\d)\1{6}/.test(digits)) return false;
  if (/^\+?0?8(?:0|4|7)\d/.test(raw.replace(/[\s().-]/g, '')) && raw.trim()[0] === '0') return false;
  return true;
}

function phoneMatches(text: string, out: PiiMatch[]) {
  const push = (start: number, raw: string, confidence: number) => {
    const trimmed = raw.replace(/[\s.-]+$/, '');
    if (!phoneOk(text, start, trimmed)) return;
    out.push({ type: 'phone', start, end: start + trimmed.length, text: trimmed, value: digitsOf(trimmed), confidence });
  };
  for (const m of text.matchAll(PHONE_INTL)) if (digitsOf(m[0]).length >= 8) push(m.index!, m[0], 0.7);
  for (const m of text.matchAll(PHONE_NANP)) {
    const area = digitsOf(m[0]).slice(0, 3);
    if (area[0] !== '0' && area[0] !== '1') push(m.index!, m[0], 0.65);
  }
  for (const m of text.matchAll(PHONE_TRUNK)) {
    const n = digitsOf(m[0]).length;
    if (n >= 10 && n <= 11) push(m.index!, m[0], 0.55);
  }
  for (const m of text.matchAll(PHONE_CUED)) {
    const raw = m[1];
    push(m.index! + m[0].length - raw.length, raw, 0.6);
  }
}

function idMatches(text: string, out: PiiMatch[]) {
  for (const m of text.matchAll(SSN)) {
    if (ssnValid(m[1], m[2], m[3]))
      out.push({ type: 'ssn', start: m.index!, end: m.index! + m[0].length, text: m[0], value: digitsOf(m[0]), confidence: 0.85 });
  }
  for (const m of text.matchAll(SSN_SPACED)) {
    if (ssnValid(m[1], m[2], m[3]) && SSN_CUE.test(text.slice(Math.max(0, m.index! - 40), m.index!))) {
      out.push({ type: 'ssn', start: m.index!, end: m.index! + m[0].length, text: m[0], value: digitsOf(m[0]), confidence: 0.8 });
    }
  }
  for (const m of text.matchAll(CARD)) {
    const confidence = cardConfidence(m[0]);
    if (confidence > 0) out.push({ type: 'credit_card', start: m.index!, end: m.index! + m[0].length, text: m[0], value: digitsOf(m[0]), confidence });
  }
  for (const m of text.matchAll(IBAN)) {
    if (ibanValid(m[0])) out.push({ type: 'iban', start: m.index!, end: m.index! + m[0].length, text: m[0], value: m[0].replace(/ /g, ''), confidence: 0.85 });
  }
}

/** Every piece of personal data in a text, left to right; overlapping candidates keep the most specific type. */
export function findPii(text: string): PiiMatch[] {
  if (!text) return [];
  const found: PiiMatch[] = [];
  // Cheap gates: no "@" means no address; without a run of digits there is no number of any kind.
  if (text.includes('@')) emailMatches(text, found);
  if (/\d[\d\s().+-]{5,}\d/.test(text)) {
    idMatches(text, found);
    phoneMatches(text, found);
  }
  // Order of preference when spans overlap: the validated identifiers first, phones last.
  const rank: Record<PiiType, number> = { email: 0, ssn: 1, credit_card: 1, iban: 1, phone: 2 };
  found.sort((a, b) => rank[a.type] - rank[b.type] || a.start - b.start);
  const kept: PiiMatch[] = [];
  for (const m of found) {
    if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * Published test card numbers in a text (4111 1111 1111 1111, 4242…): no one's data, so findPii leaves them out,
 * but a person checking PII detection tries them first, so the pii_exposure detector names them at low severity.
 */
export function findTestCards(text: string): PiiMatch[] {
  if (!/\d[\d -]{11,}\d/.test(text)) return [];
  const found: PiiMatch[] = [];
  for (const m of text.matchAll(CARD)) {
    const digits = digitsOf(m[0]);
    if (TEST_CARDS.has(digits)) found.push({ type: 'credit_card', start: m.index!, end: m.index! + m[0].length, text: m[0], value: digits, confidence: 0.5 });
  }
  return found;
}

/** findPii of a view's text, kept with the view (TextView.derived); not to be changed. */
export const piiIn = (view: TextView): readonly PiiMatch[] => view.derived(piiOfView);
const piiOfView = (view: TextView) => findPii(view.text);

/** The canonical values of the personal data in a text, for "did the user supply this?" tests. */
export function piiValues(text: string): Set<string> {
  return new Set(findPii(text).map((m) => m.value));
}
