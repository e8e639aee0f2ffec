/** Seeded generator of hostile and random strings for fuzz-style tests (deterministic per seed). */
export function* fuzzStrings(count: number, seed = 42): Generator<string> {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const fragments = [
    'title:x AND (', '*', '~', '\\', '"', "'}) DETACH DELETE n //", 'MATCH (n) RETURN n', '$param', '{limit: 1}', 'OR', 'NOT', 'AND',
    '[1 TO 5]', '^2', 'a/b', '&&', '||', '!', '?', ':', 'Lothair', "Lothair II's mother", 'of the', 'Who', 'When did', 'film', 'the director of film',
    '東京', 'Где', 'مرحبا', '🙂', '\u0000', '\u200b', '\ud800', 'é', 'ß', 'İ', '\n', '\t', '    ', '.', ',', "'s", '-', '–', '(', ')',
  ];
  for (let index = 0; index < count; index += 1) {
    const kind = next();
    if (kind < 0.5) {
      const parts = Array.from({ length: 1 + Math.floor(next() * 8) }, () => pick(fragments));
      yield parts.join(next() < 0.5 ? ' ' : '');
    } else if (kind < 0.8) {
      yield Array.from({ length: Math.floor(next() * 40) }, () => String.fromCodePoint(Math.floor(next() * 0x2fff))).join('');
    } else if (kind < 0.95) {
      yield Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(['Who', 'is', 'the', 'father', 'of', 'Versace', 'X', "'s", 'and', 'or', 'born', 'first', ',', '?'])).join(' ');
    } else {
      yield pick(fragments).repeat(1 + Math.floor(next() * 500));
    }
  }
}
