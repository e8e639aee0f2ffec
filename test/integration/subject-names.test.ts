import neo4j, { type Driver } from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionIndexNames, collectionLabels } from '../../src/graph/collection.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { testConfig } from '../helpers/test-config.js';

const COLLECTION = 'subject-names';

// Untitled records, as a user's notes are. The page about Ada Park names her once; the other passage
// uses her name's words more often, about other things.
const records = [
  { id: 'ada', text: 'Ada Park is an English engineer. She designed the Tay crossing in 1990.' },
  { id: 'crossing', text: 'In 1990 the crossing over the river was opened by the mayor of Ada, Ohio, a town near Park Falls. The crossing links Park Street, Ada Road and the old Park district; the Ada town council paid for it.' },
  { id: 'titled', title: 'Tay Bridge', text: 'The bridge spans the Firth of Tay in Scotland.' },
  // Says "date of birth" and nothing else: a search about someone's date of birth must not find it for those words.
  { id: 'form', text: 'Her date of birth: 16 March.' },
  // Defines nothing, but opens with a name.
  { id: 'etuc', text: 'The European Trade Union Confederation was set up in 1973 to promote the interests of working people.' },
];

async function subjectNamesOf(driver: Driver): Promise<Record<string, string>> {
  const result = await driver.executeQuery('MATCH (p:Passage {collection: $collection}) RETURN p.id AS id, p.subjectNames AS subjectNames ORDER BY id', { collection: COLLECTION });
  return Object.fromEntries(result.records.map((record) => [record.get('id') as string, record.get('subjectNames') as string]));
}

describe('subject names: an untitled passage is searched by the names it is about', () => {
  const config = testConfig({ collection: COLLECTION });
  const {
    stores: [graph],
  } = useScratchCollections(config, [COLLECTION] as const);
  const store = new Neo4jRetrievalStore(graph);
  let driver: Driver;
  beforeAll(async () => {
    driver = neo4j.driver(config.neo4j.uri, neo4j.auth.basic(config.neo4j.username, config.neo4j.password));
    const summary = await runIngest(config, graph, { records });
    expect(summary.passages).toBe(records.length);
  });
  afterAll(async () => {
    await driver.close();
  });

  it('stores, without a title, the lead subject or the name the text opens with, and ranks the page about the name first', async () => {
    expect(await subjectNamesOf(driver)).toEqual({ ada: 'Ada Park', crossing: '', etuc: 'European Trade Union Confederation', form: '', titled: '' });
    const hits = await store.searchPassages('Who is Ada Park?', 3);
    expect(hits.map((hit) => hit.id)[0]).toBe('ada');
    // The title shown stays the record's: none.
    expect(hits.find((hit) => hit.id === 'ada')?.title).toBe('');
  });

  it('gives a passage’s content the names it is about: its lead subject without a title, its title with one', async () => {
    const contents = await store.passageContents(['ada', 'titled', 'crossing']);
    expect(Object.fromEntries(contents.map((content) => [content.id, content.subjects]))).toEqual({ ada: ['Ada Park'], titled: ['Tay Bridge'], crossing: [] });
  });

  it('migrates a collection whose passage index reads title and text only: subject names backfilled, index rebuilt, the ranking back', async () => {
    const written = await subjectNamesOf(driver);
    const index = collectionIndexNames(COLLECTION).passage;
    // The collection as an earlier release left it.
    await driver.executeQuery('MATCH (p:Passage {collection: $collection}) REMOVE p.subjectNames', { collection: COLLECTION });
    await driver.executeQuery(`DROP INDEX ${index}`);
    await driver.executeQuery(`CREATE FULLTEXT INDEX ${index} FOR (n:${collectionLabels(COLLECTION).passage}) ON EACH [n.title, n.text] OPTIONS {indexConfig: {\`fulltext.analyzer\`: 'english'}}`);
    await driver.executeQuery('CALL db.awaitIndexes(300)');
    const before = await new Neo4jRetrievalStore(graph).searchPassages('Who is Ada Park?', 3);
    expect(before.map((hit) => hit.id)[0]).toBe('crossing');

    await graph.applySchema();
    expect(await subjectNamesOf(driver)).toEqual(written);
    const properties = await driver.executeQuery('SHOW FULLTEXT INDEXES YIELD name, properties WHERE name = $index RETURN properties', { index });
    expect(properties.records[0]?.get('properties')).toEqual(['title', 'subjectNames', 'text']);
    expect((await store.searchPassages('Who is Ada Park?', 3)).map((hit) => hit.id)[0]).toBe('ada');
    // A second apply changes nothing.
    await graph.applySchema();
    expect(await subjectNamesOf(driver)).toEqual(written);
  });

  it('a search mentioning a name keeps only passages that hold one of its words, in any field, ranked as without it', async () => {
    const plain = await store.searchPassages('What is the date of birth of Ada Park?', 5);
    expect(plain.map((hit) => hit.id)[0], 'the words "date of birth" alone rank the form first').toBe('form');
    const about = await store.searchPassages('What is the date of birth of Ada Park?', 5, { mentioning: 'Ada Park' });
    expect(about.map((hit) => hit.id)).toEqual(plain.map((hit) => hit.id).filter((id) => id === 'ada' || id === 'crossing'));
    // The requirement only filters: the scores are those of the search without it.
    for (const hit of about) expect(hit.score).toBeCloseTo(plain.find((other) => other.id === hit.id)?.score ?? Number.NaN, 5);
    // A title's words count (the titled passage mentions no "Tay" in its text); stop words alone require nothing.
    expect((await store.searchPassages('Firth', 5, { mentioning: 'Bridge' })).map((hit) => hit.id)).toEqual(['titled']);
    expect((await store.searchPassages('Firth of Tay', 5, { mentioning: 'The Of' })).map((hit) => hit.id)).toContain('titled');
  });
});
