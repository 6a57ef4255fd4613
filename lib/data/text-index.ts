/** Accent- and case-insensitive words, the unit of every text match in lib/data. */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  // Most words are plain ASCII: skip the (slow) Unicode decomposition for them.
  if (!/[^\u0000-\u007f]/.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/**
 * An inverted index from words to the positions of the documents that contain them. A query
 * token matches every word it starts, so "jard" finds "jardin"; all tokens must match.
 */
export class WordIndex {
  private readonly words: string[];
  private readonly postings: Uint32Array[];

  constructor(documents: readonly string[]) {
    const byWord = new Map<string, number[]>();
    documents.forEach((document, position) => {
      for (const word of new Set(tokenize(document))) {
        const list = byWord.get(word);
        if (list) list.push(position);
        else byWord.set(word, [position]);
      }
    });
    this.words = [...byWord.keys()].sort();
    this.postings = this.words.map((word) => Uint32Array.from(byWord.get(word)!));
  }

  private firstAtLeast(prefix: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * A mask over document positions: 1 where the document has, for each token, a word that the
   * token starts (or, with `exact`, a word equal to it); null for a query without tokens.
   */
  match(query: string, size: number, exact = false): Uint8Array | null {
    const tokens = tokenize(query);
    if (tokens.length === 0) return null;
    let mask: Uint8Array | null = null;
    for (const token of tokens) {
      const hits = new Uint8Array(size);
      for (let index = this.firstAtLeast(token); index < this.words.length; index++) {
        const word = this.words[index]!;
        if (exact ? word !== token : !word.startsWith(token)) break;
        for (const position of this.postings[index]!) hits[position] = 1;
      }
      if (mask)
        for (let position = 0; position < size; position++) mask[position]! &= hits[position]!;
      else mask = hits;
    }
    return mask;
  }
}
