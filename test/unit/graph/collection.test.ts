import { describe, expect, it } from 'vitest';
import { collectionIndexNames, collectionLabels, collectionTag, COLLECTION_INDEX_NAME_PATTERN, validateCollectionName } from '../../../src/graph/collection.js';
import { createCollectionIndexStatements, dropCollectionIndexStatement } from '../../../src/graph/neo4j/full-text-index-queries.js';

describe('per-collection full-text identifiers', () => {
  it('derive labels and index names from the hex tag, never from the name as typed', () => {
    expect(collectionTag('default')).toBe('c64656661756c740');
    expect(collectionLabels('default').passage).toBe('Passage_c64656661756c740');
    expect(collectionIndexNames('a-B_9')).toEqual({
      passage: 'passage_text_c612d425f390',
      sentence: 'sentence_text_c612d425f390',
      triple: 'triple_text_c612d425f390',
      entity: 'entity_name_c612d425f390',
    });
  });

  it('gives distinct identifiers to names that differ only in case or punctuation', () => {
    const names = ['Wiki', 'wiki', 'wiki-1', 'wiki_1', 'wiki1'];
    const tags = new Set(names.map((name) => collectionTag(validateCollectionName(name))));
    expect(tags.size).toBe(names.length);
  });

  it('builds DDL only from checked identifiers', () => {
    const statements = createCollectionIndexStatements('support-wiki');
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe(
      "CREATE FULLTEXT INDEX passage_text_c737570706f72742d77696b690 IF NOT EXISTS FOR (n:Passage_c737570706f72742d77696b690) ON EACH [n.title, n.subjectNames, n.text] OPTIONS {indexConfig: {`fulltext.analyzer`: 'english'}}",
    );
    expect(statements[3]).toContain("'standard-folding'");
    for (const name of Object.values(collectionIndexNames('support-wiki'))) expect(name).toMatch(COLLECTION_INDEX_NAME_PATTERN);
    expect(() => dropCollectionIndexStatement('passage_text')).toThrow(/not a collection index/);
    expect(() => dropCollectionIndexStatement('passage_text_c610 IF EXISTS; MATCH (n) DETACH DELETE n //')).toThrow(/not a collection index/);
    expect(dropCollectionIndexStatement('entity_name_c610')).toBe('DROP INDEX entity_name_c610 IF EXISTS');
  });
});
