import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHopgraph, type Hopgraph } from '../../src/index.js';
import { runCli } from '../helpers/run-cli.js';

const fixtures = fileURLToPath(new URL('../fixtures/documents/', import.meta.url));
const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const COLLECTION = 'docs-citations';
const workspace = mkdtempSync(join(tmpdir(), 'hopgraph-citations-'));

describe('results cite their sources: query (text and --json), the public API, graph commands', () => {
  let hg: Hopgraph;

  beforeAll(async () => {
    cpSync(fixtures, join(workspace, 'docs'), { recursive: true });
    writeFileSync(join(workspace, 'docs/records.jsonl'), `${readFileSync(excerpt, 'utf8').trim().split('\n').slice(0, 3).join('\n')}\n`);
    hg = await createHopgraph({ config: { collection: COLLECTION, ingest: { queue: `${process.env.HOPGRAPH_QUEUE ?? 'hopgraph-test'}-citations` } } });
    await hg.reset();
    const summary = await hg.ingest([join(workspace, 'docs')]);
    expect(summary.rejected).toBe(0);
  });
  afterAll(async () => {
    await hg.reset();
    await hg.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('search (every first-stage mode) returns path, section and lines for document passages, nothing for records', async () => {
    for (const mode of ['single', 'hop-rrf', 'rarag']) {
      const result = await hg.search('Who was Teutberga married to, and whose daughter was she?', { mode, topK: 8 });
      const teutberga = result.passages.find((passage) => passage.title === 'Lotharingia Notes › Teutberga');
      expect(teutberga, mode).toBeDefined();
      expect(teutberga!.source).toEqual({ path: 'notes/lotharingia.md', section: 'Teutberga', startLine: 8, endLine: 10 });
      const record = result.passages.find((passage) => passage.id === '2wiki-p00000');
      expect(record, mode).toBeDefined();
      expect(record!.source).toBeUndefined();
    }
    const family = await hg.search('Boso the Elder father Hucbert brother', { mode: 'single', topK: 3 });
    expect(family.passages[0]!.source).toEqual({ path: 'notes/lotharingia.md', section: 'Teutberga › Family', startLine: 14, endLine: 15 });
  });

  it('hopgraph query prints path:line under each document passage, and --json carries source', async () => {
    const text = await runCli(['query', 'When did Theodred II die as Bishop of Elmham?', '--collection', COLLECTION, '--top-k', '3']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('site/theodred.html:15-16');
    const json = await runCli(['query', 'When did Theodred II die as Bishop of Elmham?', '--collection', COLLECTION, '--top-k', '3', '--json']);
    const passages = (JSON.parse(json.stdout) as { passages: Array<{ title: string; source?: unknown }> }).passages;
    expect(passages.find((passage) => passage.title === 'Theodred II')!.source).toEqual({ path: 'site/theodred.html', startLine: 15, endLine: 16 });
  });

  it('graph commands and hg.graph cite passages: passage, entity, triples', async () => {
    const [id] = (await hg.search('Etan Boritzer children book What is God', { mode: 'single', topK: 1 })).passages.map((passage) => passage.id);
    expect(id).toMatch(/^notes\/boritzer\.txt#/);
    const passage = await hg.graph.passage(id!);
    expect(passage!.source).toEqual({ path: 'notes/boritzer.txt', startLine: 1, endLine: 6 });
    const run = await runCli(['graph', 'passage', id!, '--collection', COLLECTION, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { source: unknown }).source).toEqual({ path: 'notes/boritzer.txt', startLine: 1, endLine: 6 });
    const entity = await hg.graph.entity('Lambert, Margrave of Tuscany');
    expect(entity!.passages.map((reference) => reference.source?.path)).toContain('notes/lotharingia.md');
    const triples = await hg.graph.triples({ subject: 'Etan Boritzer', limit: 5 });
    expect(triples.length).toBeGreaterThan(0);
    expect(triples.every((triple) => triple.passage.source?.path === 'notes/boritzer.txt')).toBe(true);
  });
});
