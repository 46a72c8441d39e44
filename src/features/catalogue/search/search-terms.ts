/**
 * The words a search compares, the same for the catalogue's texts and for what a shopper types:
 * lower case, accents off, a hyphenated word joined ("T-Shirt": "tshirt", and "shirt" in a text),
 * a plural's ending off. docs/decisions/0015-search-in-the-browser.md says why.
 */

/** Lower case, accents off: NFD splits "í" into "i" and a combining mark, which goes. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A plain English plural rule, the same both ways: tshirts, watches, batteries. */
function singular(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** A word with the hyphens inside it ("t-shirt"), and one at its end while it is typed ("t-"). */
const WORD = /[a-z0-9]+(?:-+[a-z0-9]+)*-*/g;

const partsOf = (word: string) => word.split('-').filter(Boolean);

/** A catalogue's texts repeat their words: each chunk's terms are worked out once. */
const termsOfChunk = new Map<string, string[]>();
const MAX_CACHED_CHUNKS = 50_000;

function chunkTerms(chunk: string): string[] {
  const cached = termsOfChunk.get(chunk);
  if (cached) return cached;
  const terms: string[] = [];
  for (const word of fold(chunk).match(WORD) ?? []) {
    const parts = partsOf(word);
    terms.push(singular(parts.join('')));
    if (parts.length > 1) {
      for (const part of parts) if (part.length > 1) terms.push(singular(part));
    }
  }
  if (termsOfChunk.size < MAX_CACHED_CHUNKS) termsOfChunk.set(chunk, terms);
  return terms;
}

/** The terms of a product's text, repeats kept (they count how often a word is there). */
export function textTerms(text: string): string[] {
  return text.split(/\s+/).flatMap((chunk) => (chunk ? chunkTerms(chunk) : []));
}

export interface TypedTerms {
  terms: string[];
  /** The last term may still grow: nothing was typed after it (or it is a lone letter). */
  lastIsPrefix: boolean;
}

/** The terms of what was typed: a lone letter joins the next word ("t shirt" is "tshirt"). */
export function typedTerms(typed: string): TypedTerms {
  const words = (fold(typed).match(WORD) ?? []).map((word) => partsOf(word).join(''));
  const terms: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (words[i].length === 1 && /[a-z]/.test(words[i]) && i + 1 < words.length) {
      words[i + 1] = words[i] + words[i + 1];
      continue;
    }
    terms.push(singular(words[i]));
  }
  const last = terms.at(-1) ?? '';
  return { terms, lastIsPrefix: last.length > 0 && (!/\s$/.test(typed) || last.length === 1) };
}

/** Words this long forgive one typo; shorter ones ("red", "navy") must be typed right. */
export const TYPO_MIN_LENGTH = 5;

/** The typos an edit distance counts twice: two letters side by side swapped ("tshrit"). */
export function swapped(term: string): string[] {
  if (term.length < TYPO_MIN_LENGTH) return [];
  const variants = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] !== term[i + 1]) {
      variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  variants.delete(term);
  return [...variants];
}
