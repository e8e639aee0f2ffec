import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { Neo4jRetrievalStore } from '../../src/graph/neo4j/neo4j-retrieval-store.js';
import { Neo4jTraceStore } from '../../src/graph/neo4j/neo4j-trace-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import type { MegragTrace } from '../../src/modes/megrag/megrag-trace.js';
import type { ModeEvent } from '../../src/modes/retrieval-mode.js';
import { search } from '../../src/modes/search.js';
import '../../src/modes/all-modes.js';
import { testConfig } from '../helpers/test-config.js';

const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const QUESTION = "When did Lothair Ii's mother die?";

describe('megrag against the real Neo4j', () => {
  const config = testConfig();
  const graph = new Neo4jGraphStore(config);
  const store = new Neo4jRetrievalStore(graph);
  const traces = new Neo4jTraceStore(graph);
  const runIds: string[] = [];

  beforeAll(async () => {
    await graph.applySchema();
    await graph.reset();
    await runIngest(config, graph, { files: [excerpt] });
  });
  afterAll(async () => {
    await graph.write('cleanup', (transaction) => transaction.run('MATCH (n) WHERE (n:Run AND n.id IN $ids) OR (n:Step AND n.runId IN $ids) DETACH DELETE n', { ids: runIds }));
    await graph.close();
  });

  it('follows the path Lothair II -mother-> Ermengarde of Tours -date of death-> 20 March 851 and stops', async () => {
    const events: ModeEvent[] = [];
    const result = await search(store, QUESTION, { mode: 'megrag', topK: 10 }, (event) => events.push(event));
    const trace = result.trace as MegragTrace;
    expect(result.answer).toBe('20 March 851');
    expect(trace.stoppedBy).toBe('answer');
    expect(trace.policy).toBe('heuristic');
    expect(trace.steps).toHaveLength(2);
    const [first, second] = trace.steps;
    expect(first).toMatchObject({ step: 1, query: QUESTION, granularity: 'triples', intermediateAnswer: 'Ermengarde of Tours', transition: 'mother', stop: false });
    expect(first!.selected[0]).toMatchObject({ kind: 'triple', text: '(Lothair II; was the second son of; Ermengarde of Tours)' });
    expect(second).toMatchObject({ step: 2, query: 'When did Ermengarde of Tours die?', intermediateAnswer: '20 March 851', missing: [], stop: true });
    expect(second!.resolvedPath).toBe('Lothair Ii -mother-> Ermengarde of Tours -date of death-> 20 March 851');
    // Selected evidence first, in path order; hop = the 0-based step a passage first appeared at
    // (in this small index Ermengarde's page is already among step 1's candidates).
    expect(result.passages.slice(0, 2).map((passage) => passage.title)).toEqual(['Lothair II', 'Ermengarde of Tours']);
    expect(result.passages[0]!.hop).toBe(0);
    expect(result.passages[1]!.hop).toBeLessThanOrEqual(1);
    expect(events.filter((event) => event.type === 'step').map((event) => (event as { step: number }).step)).toEqual([1, 2]);
  });

  it('persists the path: Run -FIRST_STEP-> Step -NEXT-> Step, SELECTED pointing at real index nodes', async () => {
    const result = await search(store, QUESTION, { mode: 'megrag', persist: true, traceStore: traces });
    const runId = (result.trace as MegragTrace).runId!;
    runIds.push(runId);
    const rows = await graph.read('inspect', async (transaction) => {
      const found = await transaction.run(
        `MATCH (run:Run {id: $runId})-[:FIRST_STEP]->(first:Step)-[next:NEXT]->(second:Step)
         OPTIONAL MATCH (first)-[:SELECTED]->(a)
         OPTIONAL MATCH (second)-[:SELECTED]->(b)
         RETURN run.answer AS answer, run.stoppedBy AS stoppedBy, run.mode AS mode, first.query AS firstQuery, first.index AS firstIndex,
                next.relation AS relation, second.intermediateAnswer AS secondAnswer,
                collect(DISTINCT [labels(a)[0], a.id]) AS firstSelected, collect(DISTINCT [labels(b)[0], b.id]) AS secondSelected`,
        { runId },
      );
      return found.records.map((record) => record.toObject());
    });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ answer: '20 March 851', stoppedBy: 'answer', mode: 'megrag', firstQuery: QUESTION, firstIndex: 1, relation: 'mother', secondAnswer: '20 March 851' });
    const trace = result.trace as MegragTrace;
    expect(row.firstSelected).toEqual(trace.steps[0]!.selected.map((item) => [item.kind === 'triple' ? 'Triple' : item.kind === 'sentence' ? 'Sentence' : 'Passage', item.id]));
    expect(row.secondSelected).toEqual(trace.steps[1]!.selected.map((item) => [item.kind === 'triple' ? 'Triple' : item.kind === 'sentence' ? 'Sentence' : 'Passage', item.id]));
  });

  it('writes teacher trajectories and, forced, spends the whole budget before answering', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'megrag-')), 'trajectories.jsonl');
    const forced = await search(store, QUESTION, { mode: 'megrag', forceSteps: true, trajectoriesFile: file });
    const trace = forced.trace as MegragTrace;
    expect(forced.answer).toBe('20 March 851');
    expect(trace).toMatchObject({ stoppedBy: 'budget', forced: true, stepsUsed: 4, budget: 4 });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { step: number; query: string; candidates: { triples: unknown[] }; decision: { action: { kind: string } } });
    expect(lines.map((line) => line.step)).toEqual([1, 2, 3, 4]);
    expect(lines[0]!.candidates.triples.length).toBeGreaterThan(0);
    expect(lines[1]!.query).toBe('When did Ermengarde of Tours die?');
  });

  it('rejects persist without a trace store, naming the option', async () => {
    await expect(search(store, QUESTION, { mode: 'megrag', persist: true })).rejects.toThrow(/traceStore/);
    await expect(search(store, QUESTION, { mode: 'megrag', stepBudget: 0 })).rejects.toThrow(/stepBudget/);
  });
});
