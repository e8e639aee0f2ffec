import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHopgraph, type Hopgraph } from '../../src/index.js';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { openIndexEmbedder } from '../../src/runtime/open-embedder.js';
import { openRuntime, type Runtime } from '../../src/runtime/runtime.js';
import { search } from '../../src/modes/search.js';
import type { SearchResult } from '../../src/modes/search-result.js';
import '../../src/modes/all-modes.js';
import { originFilterOf, passesOriginFilter, type OriginFilter } from '../../src/retrieve/origin-filter.js';
import type { RetrievalStore } from '../../src/ports/retrieval-store.js';
import { ORIGIN_CASE_GLOBS, ORIGIN_CASE_PATHS, ORIGIN_CASE_PREFIXES } from '../helpers/origin-cases.js';
import { runCli } from '../helpers/run-cli.js';
import { startTestServer, type RunningServer } from '../helpers/serve-test-server.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const records = readFileSync(excerpt, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: string; title: string; text: string });
const COLLECTION = 'origin-filter';
const workspace = mkdtempSync(join(tmpdir(), 'hopgraph-origin-'));
const MODES = ['single', 'rarag', 'hop-rrf', 'megrag', 'walk', 'auto'] as const;
const QUESTIONS = [
  "When did Lothair II's mother die?",
  'What is the place of birth of the performer of song Changed It?',
  "Which film has the director who is older, God'S Gift To Women or Aldri Annet Enn Bråk?",
];
const ONLY_NOTES = originFilterOf({ origin: ['notes/**'] })!;
const NO_DRAFTS = originFilterOf({ excludeOrigins: ['drafts/**'] })!;

/** A Markdown file of `passages`, one `##` section each, under a document title. */
function markdown(title: string, passages: ReadonlyArray<{ title: string; text: string }>): string {
  return `# ${title}\n\n${passages.map((passage) => `## ${passage.title}\n\n${passage.text}\n`).join('\n')}`;
}

/**
 * The folder: notes/ (Markdown, the first 60 excerpt passages, a nested folder), drafts/ (Markdown
 * and text copies of the first 50, so every question finds drafts too), records.jsonl (the other 90
 * plus copies of the first 10: passages without a path), and a lighthouse topic where drafts
 * outrank notes by far (160 short drafts sections against 12 long notes ones) at every granularity.
 */
function writeFolder(root: string): void {
  mkdirSync(join(root, 'notes/deep'), { recursive: true });
  mkdirSync(join(root, 'drafts/2024'), { recursive: true });
  for (let file = 0; file < 10; file++) {
    const folder = file < 8 ? 'notes' : 'notes/deep';
    writeFileSync(join(root, `${folder}/part-${file}.md`), markdown(`Notes ${file}`, records.slice(file * 6, file * 6 + 6)));
  }
  for (let file = 0; file < 5; file++) writeFileSync(join(root, `drafts/draft-${file}.md`), markdown(`Draft ${file}`, records.slice(file * 8, file * 8 + 8)));
  writeFileSync(join(root, 'drafts/2024/old.txt'), records.slice(40, 50).map((record) => record.text).join('\n\n'));
  const copies = records.slice(0, 10).map((record) => ({ ...record, id: `rec-${record.id}` }));
  writeFileSync(join(root, 'records.jsonl'), `${[...records.slice(60), ...copies].map((record) => JSON.stringify(record)).join('\n')}\n`);
  const keepers = (kind: string, count: number, text: (name: string) => string) =>
    Array.from({ length: count }, (_, index) => ({ title: `Keeper ${kind} ${index + 1}`, text: text(`Keeper ${kind} ${index + 1}`) }));
  writeFileSync(
    join(root, 'notes/lighthouse.md'),
    markdown(
      'Lighthouse Notes',
      keepers('Notes', 12, (name) => `${name} kept the lighthouse on the northern cape for many years. ${name} wrote a long logbook about ships, storms, visitors, fog, the harbour and the lamp that never failed.`),
    ),
  );
  writeFileSync(join(root, 'drafts/lighthouse.md'), markdown('Lighthouse Drafts', keepers('Draft', 160, (name) => `${name} was a lighthouse keeper. The lighthouse keeper kept the lighthouse.`)));
}

/** Every string in a JSON-like value (trace objects, results). */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, found);
  return found;
}

/**
 * A store that records every passage id any call returns (hits, contents, links, the passages of
 * sentences and triples) and every entity key, for the scoped store `search()` makes.
 */
function recordingStore(store: RetrievalStore, seen: { passages: Set<string>; entities: Set<string> }): RetrievalStore {
  const note = (method: string, value: unknown): void => {
    // passagesOf: item → its passage; passageSources: passage → its citation.
    if (value instanceof Map) for (const [key, item] of value as Map<string, { id?: string }>) seen.passages.add(method === 'passagesOf' ? item.id! : key);
    if (!Array.isArray(value)) return;
    for (const item of value as Array<Record<string, unknown>>) {
      if (method === 'searchEntities') seen.entities.add(item.key as string);
      else seen.passages.add((item.passageId ?? item.id) as string);
    }
  };
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'withOrigins') return (filter: OriginFilter) => recordingStore(method.call(target, filter) as RetrievalStore, seen);
      return async (...args: unknown[]) => {
        const result = await method.apply(target, args);
        note(String(property), result);
        return result;
      };
    },
  });
}

describe('origin filters: a search limited to some documents, inside every index query', () => {
  const config = { ...testConfig(), collection: COLLECTION };
  const graph = new Neo4jGraphStore(config);
  let hg: Hopgraph;
  let runtime: Runtime;
  let dense: { store: RetrievalStore };
  /** Every passage of the collection with its document path (undefined for records). */
  let paths: Map<string, string | undefined>;
  /** Entity key → the document paths of the passages linking to it (undefined for records). */
  let entityPaths: Map<string, Array<string | undefined>>;

  const passes = (filter: OriginFilter, id: string): boolean => {
    expect(paths.has(id), `${id} is a passage of the collection`).toBe(true);
    return passesOriginFilter(filter, paths.get(id));
  };
  const outside = (filter: OriginFilter, ids: Iterable<string>): string[] => [...ids].filter((id) => !passes(filter, id));
  /** Passage ids named anywhere in a trace (sentence and triple ids count as their passage's). */
  const tracePassages = (trace: unknown): string[] => strings(trace).map((text) => text.replace(/(?:#s\d+)(?:#t\d+)?$/, '')).filter((text) => paths.has(text));

  beforeAll(async () => {
    writeFolder(join(workspace, 'docs'));
    hg = await createHopgraph({ config: { collection: COLLECTION, ingest: { queue: config.ingest.queue } } });
    await hg.reset();
    const summary = await hg.ingest([join(workspace, 'docs')], { embed: 'local' });
    expect(summary.rejected).toBe(0);
    expect(summary.failedBatches).toEqual([]);
    runtime = openRuntime(config);
    dense = { store: await runtime.openRetrieval({ dense: true }) };
    paths = new Map(
      await graph.read('test', async (transaction) =>
        (await transaction.run('MATCH (p:Passage {collection: $collection}) RETURN p.id AS id, p.sourcePath AS path', { collection: COLLECTION })).records.map(
          (record) => [record.get('id') as string, (record.get('path') as string | null) ?? undefined] as const,
        ),
      ),
    );
    const links = await graph.read('test', async (transaction) =>
      (
        await transaction.run(
          `MATCH (e:Entity {collection: $collection})
           RETURN e.key AS key,
                  [(p:Passage)-[:ABOUT]->(e) | p.sourcePath] + [(p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:MENTIONS]->(e) | p.sourcePath]
                  + [(p:Passage)-[:HAS_SENTENCE]->(:Sentence)-[:HAS_TRIPLE]->(:Triple)-[:SUBJECT|OBJECT]->(e) | p.sourcePath] AS paths`,
          { collection: COLLECTION },
        )
      ).records.map((record) => [record.get('key') as string, (record.get('paths') as Array<string | null>).map((path) => path ?? undefined)] as const),
    );
    entityPaths = new Map(links);
    expect([...paths.values()].filter((path) => path === undefined)).toHaveLength(100);
  });
  afterAll(async () => {
    await runtime?.close();
    await hg?.reset();
    await hg?.close();
    await graph.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('Neo4j (Java regex through =~) matches the compiled patterns exactly as picomatch does', async () => {
    const patterns = [...ORIGIN_CASE_GLOBS, ...ORIGIN_CASE_PREFIXES.map((prefix) => prefix.pattern)];
    const filters = patterns.map((pattern) => originFilterOf({ origin: [pattern] })!);
    const matched = await graph.read('test', async (transaction) =>
      (
        await transaction.run('UNWIND $patterns AS pattern RETURN [path IN $paths WHERE path =~ pattern] AS matched', {
          patterns: filters.map((filter) => filter.include),
          paths: [...ORIGIN_CASE_PATHS],
        })
      ).records.map((record) => record.get('matched') as string[]),
    );
    patterns.forEach((pattern, index) => expect(matched[index], pattern).toEqual(ORIGIN_CASE_PATHS.filter((path) => passesOriginFilter(filters[index]!, path))));
  });

  it('every primitive returns k hits inside the filter although the best hits are all outside (over-fetch widens; last resorts reached too)', async () => {
    const store = new Neo4jRetrievalStore(graph);
    const question = 'lighthouse keeper';
    // Without a filter the best 100 hits of every granularity are drafts: a filter applied to a top-k afterwards would return nothing.
    expect(outside(ONLY_NOTES, (await store.searchPassages(question, 100)).map((hit) => hit.id))).toHaveLength(100);
    expect(outside(ONLY_NOTES, (await store.searchSentences(question, 100)).map((hit) => hit.passageId))).toHaveLength(100);
    expect(outside(ONLY_NOTES, (await store.searchTriples(question, 100)).map((hit) => hit.passageId))).toHaveLength(100);
    expect((await store.searchEntities('keeper', 100)).every((hit) => !entityPaths.get(hit.key)!.some((path) => passesOriginFilter(ONLY_NOTES, path)))).toBe(true);

    // Default limits, and limits so low that the last steps run: all Lucene hits, and the exact vector scan.
    for (const scoped of [store.withOrigins(ONLY_NOTES), new Neo4jRetrievalStore(graph, undefined, { limits: { fullText: 120 } }).withOrigins(ONLY_NOTES)]) {
      const passages = await scoped.searchPassages(question, 5);
      expect(passages).toHaveLength(5);
      expect(outside(ONLY_NOTES, passages.map((hit) => hit.id))).toEqual([]);
      const sentences = await scoped.searchSentences(question, 5);
      expect(sentences).toHaveLength(5);
      expect(outside(ONLY_NOTES, sentences.map((hit) => hit.passageId))).toEqual([]);
      const triples = await scoped.searchTriples(question, 5);
      expect(triples).toHaveLength(5);
      expect(outside(ONLY_NOTES, triples.map((hit) => hit.passageId))).toEqual([]);
      const entities = await scoped.searchEntities('keeper', 5);
      expect(entities).toHaveLength(5);
      for (const entity of entities) expect(entityPaths.get(entity.key)!.some((path) => passesOriginFilter(ONLY_NOTES, path)), entity.key).toBe(true);
      // Ranked as without the filter: score, then id.
      for (let index = 1; index < passages.length; index++) expect(passages[index - 1]!.score).toBeGreaterThanOrEqual(passages[index]!.score);
    }
    const wide = await store.withOrigins(ONLY_NOTES).searchPassages(question, 12);
    const narrow = await new Neo4jRetrievalStore(graph, undefined, { limits: { fullText: 120 } }).withOrigins(ONLY_NOTES).searchPassages(question, 12);
    expect(narrow).toEqual(wide);
    expect(wide).toHaveLength(12);
    // Only 12 notes passages are about the lighthouse: asking for 20 gives the 12 and other notes, never a draft.
    expect(outside(ONLY_NOTES, (await store.withOrigins(ONLY_NOTES).searchPassages(question, 20)).map((hit) => hit.id))).toEqual([]);

    // Dense: the vector index's candidates, and the exact scan when they hold too few that pass.
    const vectorQuery = 'Keeper Draft was a lighthouse keeper. The lighthouse keeper kept the lighthouse.';
    expect(outside(ONLY_NOTES, (await dense.store.vectorPassages!(vectorQuery, 10)).map((hit) => hit.id))).toHaveLength(10);
    const byIndex = await dense.store.withOrigins!(ONLY_NOTES).vectorPassages!(vectorQuery, 5);
    const embedder = await openIndexEmbedder(config, 'bge-small-en-v1.5');
    const exact = await new Neo4jRetrievalStore(graph, embedder, { limits: { vector: 10 } })
      .withOrigins(ONLY_NOTES)
      .vectorPassages!(vectorQuery, 5)
      .finally(() => embedder.close());
    for (const hits of [byIndex, exact]) {
      expect(hits).toHaveLength(5);
      expect(outside(ONLY_NOTES, hits.map((hit) => hit.id))).toEqual([]);
    }
    // The exact scan finds the true nearest; the index is approximate and quantizes its vectors, so its scores are within ~0.002 of the function's.
    exact.forEach((hit, index) => expect(hit.score).toBeGreaterThanOrEqual(byIndex[index]!.score - 0.005));
    const indexScores = new Map(byIndex.map((hit) => [hit.id, hit.score]));
    const shared = exact.filter((hit) => indexScores.has(hit.id));
    expect(shared.length).toBeGreaterThanOrEqual(3);
    for (const hit of shared) expect(Math.abs(hit.score - indexScores.get(hit.id)!)).toBeLessThan(0.005);
  });

  it('lookups by id, entity lookups and the walk subgraph leave out passages outside the filter', async () => {
    const store = new Neo4jRetrievalStore(graph);
    const scoped = store.withOrigins(ONLY_NOTES);
    const all = [...paths.keys()];
    const contents = await scoped.passageContents(all);
    expect(contents.length).toBe(all.filter((id) => passes(ONLY_NOTES, id)).length);
    expect(outside(ONLY_NOTES, contents.map((content) => content.id))).toEqual([]);
    expect(outside(ONLY_NOTES, (await scoped.passageLinks(all)).map((links) => links.id))).toEqual([]);
    const sentenceIds = contents.flatMap((content) => content.sentences.map((sentence) => sentence.id));
    const draftSentences = (await store.passageContents(all.filter((id) => id.startsWith('drafts/')))).flatMap((content) => content.sentences.map((sentence) => sentence.id));
    expect(draftSentences.length).toBeGreaterThan(0);
    const owners = await scoped.passagesOf([...sentenceIds.slice(0, 20), ...draftSentences.slice(0, 20)]);
    expect(owners.size).toBe(20);
    expect(outside(ONLY_NOTES, [...owners.values()].map((owner) => owner.id))).toEqual([]);
    expect(await scoped.neighbourSentences(draftSentences.slice(0, 5), 2)).toEqual([]);
    expect((await scoped.neighbourSentences(sentenceIds.slice(0, 5), 2)).length).toBeGreaterThan(0);
    const keys = ['lothair ii', 'ermengarde of tours', 'keeper draft 1', 'keeper notes 1'];
    const about = await scoped.passagesAbout(keys);
    expect(about.length).toBeGreaterThan(0);
    expect(outside(ONLY_NOTES, about.map((hit) => hit.id))).toEqual([]);
    expect((await store.passagesAbout(keys)).length).toBeGreaterThan(about.length);
    const linked = await scoped.entityPassages(keys, { maxDegree: 1000, perEntity: 50 });
    expect(linked.length).toBeGreaterThan(0);
    expect(outside(ONLY_NOTES, linked.map((links) => links.id))).toEqual([]);
    const triples = await scoped.entityTriples(keys, 20);
    expect(triples.length).toBeGreaterThan(0);
    expect(outside(ONLY_NOTES, triples.map((triple) => triple.passageId))).toEqual([]);
    // Per entity, the best triples that pass (not the best overall, filtered afterwards).
    expect(await scoped.entityTriples(['keeper draft 1'], 5)).toEqual([]);
    expect(await store.withOrigins(NO_DRAFTS).entityTriples(['keeper notes 1'], 5)).not.toEqual([]);
  });

  it('every mode, first stage lexical, dense or hybrid: no hop returns a passage outside the filter, and k passages come back', async () => {
    const store = dense.store;
    for (const [name, filter, options] of [
      ['origin notes/**', ONLY_NOTES, { origin: 'notes/**' }],
      ['excludeOrigins drafts/**', NO_DRAFTS, { excludeOrigins: ['drafts/**'] }],
    ] as const) {
      const reachedOutside = new Set<string>();
      for (const question of QUESTIONS) {
        for (const mode of MODES) {
          for (const retriever of mode === 'single' || mode === 'hop-rrf' ? (['lexical', 'dense', 'hybrid'] as const) : (['lexical'] as const)) {
            const label = `${name} · ${mode} · ${retriever} · ${question}`;
            const unfiltered = await search(store, question, { mode, topK: 5, retriever });
            for (const id of [...unfiltered.passages.map((passage) => passage.id), ...tracePassages(unfiltered.trace)]) if (!passes(filter, id)) reachedOutside.add(id);
            const seen = { passages: new Set<string>(), entities: new Set<string>() };
            const events: unknown[] = [];
            const result: SearchResult = await search(recordingStore(store, seen), question, { mode, topK: 5, retriever, ...options }, (event) => events.push(event));
            expect(outside(filter, result.passages.map((passage) => passage.id)), label).toEqual([]);
            expect(outside(filter, result.rankedIds ?? []), label).toEqual([]);
            expect(outside(filter, tracePassages(result.trace)), `${label} (trace)`).toEqual([]);
            expect(outside(filter, tracePassages(events)), `${label} (events)`).toEqual([]);
            expect(outside(filter, seen.passages), `${label} (store calls)`).toEqual([]);
            for (const key of seen.entities) expect(entityPaths.get(key)!.some((path) => passesOriginFilter(filter, path)), `${label}: entity ${key}`).toBe(true);
            expect(seen.passages.size, label).toBeGreaterThan(0);
            // k passages whenever the mode gives k without the filter (the filter leaves enough passages).
            if (unfiltered.passages.length === 5) expect(result.passages, label).toHaveLength(5);
          }
        }
      }
      // The test can fail: the same searches without the filter reach passages it keeps out.
      expect(reachedOutside.size, name).toBeGreaterThan(10);
    }
  });

  it('the graph queries (entity, triples, neighbours, paths) keep to a scope inside their queries, and name a bad pattern', async () => {
    const lothair = await hg.graph.entity('Lothair II');
    const lothairInNotes = await hg.graph.entity('Lothair II', { origin: ['notes/**'] });
    expect(lothair!.passages.some((passage) => !passes(ONLY_NOTES, passage.id))).toBe(true);
    expect(lothairInNotes!.passages.length).toBeGreaterThan(0);
    expect(outside(ONLY_NOTES, lothairInNotes!.passages.map((passage) => passage.id))).toEqual([]);
    expect(lothairInNotes!.tripleCount).toBeLessThan(lothair!.tripleCount);
    expect(lothairInNotes!.mentionCount).toBeLessThanOrEqual(lothair!.mentionCount);
    // An entity only drafts know is not there within notes, and is without drafts.
    expect(await hg.graph.entity('Keeper Draft 1')).not.toBeNull();
    expect(await hg.graph.entity('Keeper Draft 1', { origin: ['notes/**'] })).toBeNull();
    expect(await hg.graph.entity('Keeper Draft 1', { excludeOrigins: ['drafts/**'] })).toBeNull();

    // Drafts repeat the notes' first 50 passages (same triples, same confidence; ids "drafts/…" sort
    // before "notes/…") and records hold 100 more: the scope is applied before the limit, so the 5
    // triples are the first 5 of those in notes, in the same order, past others ranked before them.
    const everyBorn = await hg.graph.triples({ relation: 'born', limit: 10_000 });
    expect(outside(ONLY_NOTES, everyBorn.map((triple) => triple.passage.id)).length).toBeGreaterThan(10);
    const born = await hg.graph.triples({ relation: 'born', limit: 5, origin: ['notes/**'] });
    expect(born).toHaveLength(5);
    expect(born).toEqual(everyBorn.filter((triple) => passes(ONLY_NOTES, triple.passage.id)).slice(0, 5));
    expect(everyBorn.findIndex((triple) => triple.id === born[4]!.id)).toBeGreaterThan(4);
    const bySubject = await hg.graph.triples({ subject: 'Lothair II', limit: 200, excludeOrigins: ['drafts/**'] });
    expect(bySubject.length).toBeGreaterThan(0);
    expect(outside(NO_DRAFTS, bySubject.map((triple) => triple.passage.id))).toEqual([]);
    expect(bySubject.length).toBeLessThan((await hg.graph.triples({ subject: 'Lothair II', limit: 200 })).length);

    for (const [filter, scope] of [
      [ONLY_NOTES, { origin: ['notes/**'] }],
      [NO_DRAFTS, { excludeOrigins: ['drafts/**'] }],
    ] as const) {
      const everywhere = await hg.graph.neighbors('Lothair II', { depth: 2, limit: 200 });
      expect(outside(filter, everywhere.map((neighbor) => neighbor.via.passage.id)).length).toBeGreaterThan(0);
      const neighbours = await hg.graph.neighbors('Lothair II', { depth: 2, limit: 200, ...scope });
      expect(neighbours.some((neighbor) => neighbor.depth === 2)).toBe(true);
      expect(outside(filter, neighbours.map((neighbor) => neighbor.via.passage.id))).toEqual([]);
      // A path to every depth-2 neighbour within the scope, with every edge inside it.
      for (const neighbour of neighbours.filter((neighbor) => neighbor.depth === 2).slice(0, 3)) {
        const paths = await hg.graph.paths('Lothair II', neighbour.entity.key, { maxHops: 2, ...scope });
        expect(paths.length, neighbour.entity.key).toBeGreaterThan(0);
        expect(outside(filter, paths.flatMap((path) => path.edges.map((edge) => edge.passage.id)))).toEqual([]);
      }
    }
    await expect(hg.graph.triples({ relation: 'born', origin: ['/notes'] })).rejects.toThrow(/origin\[0\]: "\/notes" is absolute/);
    await expect(hg.graph.neighbors('Lothair II', { excludeOrigins: ['notes/../drafts'] })).rejects.toMatchObject({ code: 'HOPGRAPH_INPUT', field: 'excludeOrigins' });
  });

  it('the public API (search and answer) takes origin and excludeOrigins, and names a bad pattern', async () => {
    const notes = await hg.search("When did Lothair II's mother die?", { mode: 'hop-rrf', topK: 5, origin: ['notes/**'] });
    expect(notes.passages).toHaveLength(5);
    expect(notes.passages.every((passage) => passage.source?.path.startsWith('notes/'))).toBe(true);
    const kept = await hg.answer("When did Lothair II's mother die?", { topK: 5, excludeOrigins: 'drafts', origin: ['notes/part-0.md', 'notes/deep'] });
    expect(kept.passages.length).toBeGreaterThan(0);
    expect(kept.passages.every((passage) => passage.source?.path === 'notes/part-0.md' || passage.source?.path.startsWith('notes/deep/'))).toBe(true);
    const signal = new AbortController().signal;
    const withSignal = await hg.search('lighthouse keeper', { topK: 3, excludeOrigins: ['drafts/**', '**/part-*.md'], signal });
    expect(withSignal.passages).toHaveLength(3);
    expect(withSignal.passages.every((passage) => passage.source?.path === 'notes/lighthouse.md')).toBe(true);
    await expect(hg.search('lighthouse keeper', { origin: ['notes/**', ''] })).rejects.toThrow(/invalid search options: origin\.1: the pattern is empty/);
    await expect(hg.answer('lighthouse keeper', { excludeOrigins: '/drafts' })).rejects.toThrow(/excludeOrigins\.0: "\/drafts" is absolute/);
  });

  it('hopgraph query --origin / --exclude-origin (repeatable), and a bad pattern named with its flag', async () => {
    const only = await runCli(['query', "When did Lothair II's mother die?", '--collection', COLLECTION, '--mode', 'rarag', '--origin', 'notes/part-*.md', '--origin', 'notes/deep', '--json']);
    expect(only.code, only.stderr).toBe(0);
    const passages = (JSON.parse(only.stdout) as { passages: Array<{ id: string; source?: { path: string } }> }).passages;
    expect(passages).toHaveLength(5);
    expect(passages.every((passage) => /^notes\/(?:part-\d\.md|deep\/)/.test(passage.source!.path))).toBe(true);
    const text = await runCli(['query', 'lighthouse keeper', '--collection', COLLECTION, '--exclude-origin', 'drafts/**', '--exclude-origin', 'notes/part-*']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('notes/lighthouse.md:');
    expect(text.stdout).not.toContain('drafts/');
    const bad = await runCli(['query', 'lighthouse keeper', '--collection', COLLECTION, '--exclude-origin', '../drafts']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--exclude-origin/);
    expect(bad.stderr).toMatch(/"\.\." segment/);
  });

  it('hopgraph graph triples / entity / neighbors / paths take --origin and --exclude-origin', async () => {
    const triples = await runCli(['graph', 'triples', '--relation', 'born', '--limit', '5', '--collection', COLLECTION, '--origin', 'notes/**']);
    expect(triples.code, triples.stderr).toBe(0);
    const born = JSON.parse(triples.stdout) as Array<{ passage: { id: string; source?: { path: string } } }>;
    expect(born).toHaveLength(5);
    expect(born.every((triple) => triple.passage.source!.path.startsWith('notes/'))).toBe(true);
    const entity = await runCli(['graph', 'entity', 'Keeper Draft 1', '--collection', COLLECTION, '--exclude-origin', 'drafts']);
    expect(entity.code, entity.stderr).toBe(0);
    expect(JSON.parse(entity.stdout)).toBeNull();
    const neighbours = await runCli(['graph', 'neighbors', 'Lothair II', '--depth', '2', '--collection', COLLECTION, '--origin', 'notes/part-*.md', '--origin', 'notes/deep']);
    expect(neighbours.code, neighbours.stderr).toBe(0);
    const found = JSON.parse(neighbours.stdout) as Array<{ via: { passage: { source: { path: string } } } }>;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((neighbor) => /^notes\/(?:part-\d\.md|deep\/)/.test(neighbor.via.passage.source.path))).toBe(true);
    const bad = await runCli(['graph', 'paths', 'Lothair II', 'Ermengarde of Tours', '--collection', COLLECTION, '--origin', '!notes']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--origin/);
    expect(bad.stderr).toMatch(/negated/);
  });

  describe('the HTTP API', () => {
    let running: RunningServer;
    beforeAll(async () => {
      running = await startTestServer(0, COLLECTION);
    });
    afterAll(async () => {
      await running?.close();
    });
    const post = (path: string, body: unknown): Promise<Response> =>
      fetch(`${running.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('/v1/search and /v1/answer take origin and excludeOrigins (string or list); a bad pattern is a 400 naming it; OpenAPI lists them', async () => {
      const searched = await post('/v1/search', { question: 'lighthouse keeper', topK: 4, origin: 'notes' });
      expect(searched.status).toBe(200);
      const found = (await searched.json()) as { passages: Array<{ id: string }> };
      expect(found.passages).toHaveLength(4);
      expect(outside(ONLY_NOTES, found.passages.map((passage) => passage.id))).toEqual([]);
      const answered = await post('/v1/answer', { question: "When did Lothair II's mother die?", mode: 'megrag', excludeOrigins: ['drafts/**'] });
      expect(answered.status).toBe(200);
      expect(outside(NO_DRAFTS, ((await answered.json()) as { passages: Array<{ id: string }> }).passages.map((passage) => passage.id))).toEqual([]);
      for (const [body, message] of [
        [{ question: 'lighthouse keeper', origin: [''] }, /origin\/0|origin\.0/],
        [{ question: 'lighthouse keeper', excludeOrigins: ['!drafts/**'] }, /excludeOrigins/],
        [{ question: 'lighthouse keeper', origin: 7 }, /origin/],
      ] as const) {
        const response = await post('/v1/search', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { detail: string }).detail).toMatch(message);
      }
      const document = (await (await fetch(`${running.baseUrl}/openapi.json`)).json()) as {
        paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } } } }>;
      };
      for (const path of ['/v1/search', '/v1/answer']) {
        expect(Object.keys(document.paths[path]!.post.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['origin', 'excludeOrigins']));
      }
    });

    it('the graph endpoints take origin and excludeOrigins (repeated parameters), and a bad pattern is a 400', async () => {
      const get = async (path: string): Promise<Response> => fetch(`${running.baseUrl}${path}`);
      const triples = await get('/v1/graph/triples?relation=born&limit=5&origin=notes%2F**');
      expect(triples.status).toBe(200);
      const born = (await triples.json()) as Array<{ passage: { id: string } }>;
      expect(born).toHaveLength(5);
      expect(outside(ONLY_NOTES, born.map((triple) => triple.passage.id))).toEqual([]);
      const neighbours = await get(`/v1/graph/neighbours?entity=${encodeURIComponent('Lothair II')}&depth=2&excludeOrigins=drafts&excludeOrigins=notes%2Fdeep`);
      expect(neighbours.status).toBe(200);
      const found = (await neighbours.json()) as Array<{ via: { passage: { id: string } } }>;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((neighbor) => !/^(?:drafts|notes\/deep)\//.test(paths.get(neighbor.via.passage.id) ?? ''))).toBe(true);
      expect((await get(`/v1/graph/entity?name=${encodeURIComponent('Keeper Draft 1')}&origin=notes`)).status).toBe(404);
      const bad = await get('/v1/graph/paths?from=a&to=b&origin=%2Fnotes');
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { detail: string }).detail).toMatch(/origin/);
    });

    it('the MCP search, answer and graph tools take origin and excludeOrigins', async () => {
      const client = new Client({ name: 'hopgraph-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${running.baseUrl}/mcp`)));
      try {
        const idsOf = (result: unknown): string[] =>
          (JSON.parse(((result as CallToolResult).content[0] as { text: string }).text) as { passages: Array<{ id: string }> }).passages.map((passage) => passage.id);
        const found = idsOf(await client.callTool({ name: 'search', arguments: { question: 'lighthouse keeper', topK: 4, origin: ['notes/**'] } }));
        expect(found).toHaveLength(4);
        expect(outside(ONLY_NOTES, found)).toEqual([]);
        const answered = idsOf(await client.callTool({ name: 'answer', arguments: { question: "When did Lothair II's mother die?", excludeOrigins: ['drafts/**'] } }));
        expect(answered.length).toBeGreaterThan(0);
        expect(outside(NO_DRAFTS, answered)).toEqual([]);
        const neighbours = JSON.parse(
          (((await client.callTool({ name: 'graph_neighbours', arguments: { entity: 'Lothair II', depth: 2, origin: ['notes/**'] } })) as CallToolResult).content[0] as { text: string }).text,
        ) as Array<{ via: { passage: { id: string } } }>;
        expect(neighbours.length).toBeGreaterThan(0);
        expect(outside(ONLY_NOTES, neighbours.map((neighbor) => neighbor.via.passage.id))).toEqual([]);
        const bad = (await client.callTool({ name: 'search', arguments: { question: 'lighthouse keeper', origin: ['/notes'] } })) as CallToolResult;
        expect(bad.isError).toBe(true);
        expect((bad.content[0] as { text: string }).text).toMatch(/^HOPGRAPH_CONFIG: invalid search options: origin\.0: "\/notes" is absolute/);
      } finally {
        await client.close();
      }
    });
  });
});
