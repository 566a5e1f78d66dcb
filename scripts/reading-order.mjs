// How a right-to-left reader meets a line of text: the Unicode Bidirectional Algorithm (bidi-js)
// lays it out, and the words are read from the right (scripts/rendered-text.mjs notes the lines
// whose order this changes; docs/reviews/README.md).
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Words, numbers and single signs: «2.4», «+962», «،». */
const TOKEN =
  /[\p{L}\p{M}\p{N}\u066B\u066C\u200C]+(?:[.,:/@_-][\p{L}\p{M}\p{N}]+)*|[^\s\u2066-\u2069\u200E\u200F]/gu;

const ARABIC_SIGN = /[\u0600-\u065F\u066A\u066D-\u06EF\u06FA-\u06FF]/;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const LATIN = /\p{Script=Latin}/u;

/**
 * How a right-to-left reader's eye meets one line, or null when that is the line's own order:
 * runs laid out right to left are read from the right, a left-to-right run (in brackets) from its
 * left. A line is noted when its order changed, or when a left-to-right run swallowed a sign of
 * the Arabic script («[PDF ، 2.4]»: the comma shows on the far side of the number).
 */
export function readingOrder(line) {
  // A line with no Arabic letter or sign (a telephone number, a code) is one left-to-right unit,
  // often in an element of its own direction that the text no longer shows.
  if (!ARABIC_SIGN.test(line)) return null;
  const embedding = bidi.getEmbeddingLevels(line, 'rtl');
  const { levels } = embedding;
  const visual = Array.from({ length: line.length }, (_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, embedding)) {
    visual.splice(start, end - start + 1, ...visual.slice(start, end + 1).reverse());
  }
  /** Where each code unit stands, counted from the left. */
  const place = new Array(line.length);
  visual.forEach((index, position) => (place[index] = position));
  const tokens = [...line.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    at: place[match.index],
    ltr: levels[match.index] % 2 === 0,
  }));
  const logical = tokens.map((token) => token.text).join(' ');
  /** Runs of one direction, from the right of the line to its left. */
  const runs = [];
  /** The level at each place: a left-to-right run ends where a right-to-left unit stands. */
  const levelAt = visual.map((index) => levels[index]);
  const joined = (left, right) =>
    levelAt.slice(left.at + 1, right.at).every((level) => level % 2 === 0);
  for (const token of [...tokens].sort((a, b) => b.at - a.at)) {
    const last = runs.at(-1);
    const previous = last?.tokens.at(-1);
    if (last && last.ltr === token.ltr && (!token.ltr || joined(token, previous)))
      last.tokens.push(token);
    else runs.push({ ltr: token.ltr, tokens: [token] });
  }
  let swallowed = false;
  const read = runs.map((run) => {
    if (!run.ltr) return run.tokens.map((token) => token.text).join(' ');
    const words = run.tokens.reverse().map((token) => token.text);
    // Numbers are always laid out left to right; a sign or letter of the Arabic script is not, nor
    // are Persian or Arabic digits run into a Latin word («[PDF ۲٫۴]»).
    swallowed ||=
      words.some((word) => ARABIC_SIGN.test(word)) ||
      (words.some((word) => ARABIC_DIGIT.test(word)) && words.some((word) => LATIN.test(word)));
    return `[${words.join(' ')}]`;
  });
  const plain = read.join(' ').replace(/[[\]]/g, '');
  return swallowed || plain !== logical ? read.join(' ') : null;
}
