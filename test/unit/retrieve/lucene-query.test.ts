import { describe, expect, it } from 'vitest';
import { escapeLuceneTerm, MAX_QUERY_TERMS, toLuceneQuery, toRequiredNameQuery } from '../../../src/retrieve/lucene-query.js';
import { InputError } from '../../../src/errors/input-error.js';

describe('toLuceneQuery', () => {
  it('keeps the words of a question and nothing Lucene could parse as syntax', () => {
    expect(toLuceneQuery("When did Lothair Ii's mother die?")).toBe("When did Lothair Ii's mother die");
    expect(toLuceneQuery('title:x AND (y OR z) NOT "w" +a -b ~c* ?d \\e /f/ [g TO h] {i} ^j && k || l !m')).toBe(
      'title x and y or z not w a b c d e f g to h i j k l m',
    );
    expect(toLuceneQuery("'}) DETACH DELETE n //")).toBe('DETACH DELETE n');
  });

  it('keeps letters of every script, digits and inner apostrophes', () => {
    expect(toLuceneQuery('Où est né Gérard Depardieu? 東京 1948 O’Hara 🙂')).toBe('Où est né Gérard Depardieu 東京 1948 O’Hara');
  });

  it('rejects text without any word, with a clear error', () => {
    for (const text of ['', '   ', '*', '~\\', '?!', '🙂🙂', '&& ||']) {
      expect(() => toLuceneQuery(text)).toThrow(InputError);
      expect(() => toLuceneQuery(text)).toThrow(/no searchable words/);
    }
  });

  it('caps the number of terms', () => {
    const long = Array.from({ length: 500 }, (_, index) => `w${index}`).join(' ');
    expect(toLuceneQuery(long).split(' ')).toHaveLength(MAX_QUERY_TERMS);
  });

  it('escapes every special character of a single term', () => {
    expect(escapeLuceneTerm('a+b-c&d|e!f(g)h{i}j[k]l^m"n~o*p?q:r\\s/t')).toBe('a\\+b\\-c\\&d\\|e\\!f\\(g\\)h\\{i\\}j\\[k\\]l\\^m\\"n\\~o\\*p\\?q\\:r\\\\s\\/t');
  });
});

describe('toRequiredNameQuery', () => {
  it('keeps a name\'s words without the stop words the English analyzer drops, escaped', () => {
    expect(toRequiredNameQuery('The Lord of the Rings')).toBe('Lord Rings');
    expect(toRequiredNameQuery('AND/OR (band)')).toBe('band');
    expect(toRequiredNameQuery("O'Hara: NOT *")).toBe("O'Hara");
  });

  it('requires nothing when no word is left, rather than a clause that matches nothing or a parse error', () => {
    for (const name of ['', 'The', 'of the', '🙂', '*?']) expect(toRequiredNameQuery(name)).toBeUndefined();
  });
});
