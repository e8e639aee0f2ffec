import { closeSync, cpSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Neo4jGraphStore } from '../../src/graph/neo4j/neo4j-graph-store.js';
import { runIngest } from '../../src/ingest/run-ingest.js';
import { NO_ORPHANS } from '../helpers/no-orphans.js';
import { testConfig } from '../helpers/test-config.js';
import { writeTestPdf } from '../helpers/write-test-pdf.js';

const fixtures = fileURLToPath(new URL('../fixtures/documents/', import.meta.url));
const excerpt = fileURLToPath(new URL('../fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
const workspace = mkdtempSync(join(tmpdir(), 'hopgraph-documents-'));

const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A folder of good documents: the fixtures, a PDF written by pdf-lib, a records file, a hidden folder and drafts. */
async function writeGoodFolder(folder: string): Promise<void> {
  cpSync(fixtures, folder, { recursive: true });
  mkdirSync(join(folder, 'manuals'), { recursive: true });
  writeFileSync(
    join(folder, 'manuals/queens.pdf'),
    await writeTestPdf([[['Teutberga (died 11 November 875) was a queen of Lotharingia by', 'marriage to Lothair II.']], [['Lothair II sought to annul the marriage.']]], { title: 'Queens of Lotharingia' }),
  );
  mkdirSync(join(folder, 'records'));
  writeFileSync(join(folder, 'records/extra.jsonl'), `${readFileSync(excerpt, 'utf8').trim().split('\n').slice(0, 5).join('\n')}\n`);
  mkdirSync(join(folder, '.hidden'));
  writeFileSync(join(folder, '.hidden/secret.md'), '# Secret\n\nNever ingested.\n');
  mkdirSync(join(folder, 'drafts'));
  writeFileSync(join(folder, 'drafts/draft.md'), '# Draft\n\nLeft out by --exclude.\n');
  writeFileSync(join(folder, 'notes/photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]));
}

describe('ingesting a folder of documents', () => {
  const config = testConfig();
  const store = new Neo4jGraphStore(config).forCollection('docs-ingest');
  const folder = join(workspace, 'docs');

  beforeAll(async () => {
    await store.applySchema();
    await store.reset();
    await writeGoodFolder(folder);
    const bad = join(folder, 'bad');
    mkdirSync(bad);
    writeFileSync(join(bad, 'empty.md'), '');
    writeFileSync(join(bad, 'image.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    writeFileSync(join(bad, 'latin1.txt'), Buffer.concat([Buffer.from('Caf'), Buffer.from([0xe9]), Buffer.from(' au lait\n')]));
    writeFileSync(join(bad, 'locked.pdf'), await writeTestPdf([[['Secret.']]], { encrypted: true }));
    writeFileSync(join(bad, 'corrupt.pdf'), '%PDF-1.7\nnot a PDF body\n%%EOF\n');
    writeFileSync(join(bad, 'nested.html'), `<html><body>${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}</body></html>`);
    const handle = openSync(join(bad, 'huge.txt'), 'w');
    ftruncateSync(handle, 200 << 20);
    closeSync(handle);
  });
  afterAll(async () => {
    await store.reset();
    await store.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('reads every good file, rejects each bad one with its reason, and keeps everything else', async () => {
    const summary = await runIngest(config, store, { files: [folder], documents: { exclude: ['drafts/**'] } });
    expect(summary.failedBatches).toEqual([]);
    expect(summary.documents).toMatchObject({ read: 4, unchanged: 0, ignoredFiles: 2 });
    const reasons = Object.fromEntries(summary.errors.map((error) => [error.file.slice(folder.length + 1), [error.line, error.reason]]));
    expect(reasons).toEqual({
      'bad/corrupt.pdf': [0, expect.stringMatching(/^(not a readable PDF|unreadable PDF|no text in the PDF)/)],
      'bad/empty.md': [0, 'empty file'],
      'bad/huge.txt': [0, 'file is 200 MB, over the document limit of 64 MB (--max-document-mb)'],
      'bad/image.md': [0, 'binary content (a NUL byte at byte 8), not Markdown'],
      'bad/latin1.txt': [0, expect.stringMatching(/^invalid UTF-8/)],
      'bad/locked.pdf': [0, 'encrypted PDF (it needs a password)'],
      'bad/nested.html': [0, 'HTML nested deeper than 1000 elements'],
    });
    expect(summary.rejected).toBe(7);
    expect(await store.documentPaths()).toEqual(['manuals/queens.pdf', 'notes/boritzer.txt', 'notes/lotharingia.md', 'site/theodred.html']);
    // 5 records + 4 Markdown passages + 1 text + 2 HTML + 1 PDF (both pages fit one passage).
    expect((await store.stats()).labels.Passage).toBe(13);
    expect(await store.orphans()).toEqual(NO_ORPHANS);
    expect(summary.accepted).toBe(13);
  });

  it('stores a Document node per file and the provenance of every passage; the text file\'s lines hold the passage', async () => {
    const ids = await store.documentPassageIds('notes/lotharingia.md');
    expect(ids).toHaveLength(4);
    const sources = await store.passageSources(ids);
    expect(ids.map((id) => sources.get(id)!.section)).toEqual([[], ['Teutberga'], ['Teutberga', 'Family'], ['Lambert, Margrave of Tuscany']]);
    expect(ids.map((id) => sources.get(id)!.position)).toEqual([0, 1, 2, 3]);
    expect(sources.get(ids[1]!)).toMatchObject({ path: 'notes/lotharingia.md', startLine: 8, endLine: 10 });

    const [textId] = await store.documentPassageIds('notes/boritzer.txt');
    const textSource = (await store.passageSources([textId!])).get(textId!)!;
    const lines = readFileSync(join(folder, 'notes/boritzer.txt'), 'utf8').split('\n');
    const stored = await store.driver.executeQuery('MATCH (p:Passage {collection: $collection, id: $id}) RETURN p.title AS title, p.text AS text', { collection: store.collection, id: textId });
    expect(stored.records[0]!.get('title')).toBe('');
    expect(normalize(lines.slice(textSource.startLine! - 1, textSource.endLine).join('\n'))).toBe(normalize(stored.records[0]!.get('text') as string));

    const [pdfId] = await store.documentPassageIds('manuals/queens.pdf');
    expect((await store.passageSources([pdfId!])).get(pdfId!)).toMatchObject({ path: 'manuals/queens.pdf', page: 1, pageEnd: 2 });
    const documents = await store.driver.executeQuery('MATCH (d:Document {collection: $collection}) RETURN d.path AS path, d.title AS title, d.format AS format, d.hash AS hash ORDER BY path', { collection: store.collection });
    expect(documents.records.map((record) => [record.get('path'), record.get('title'), record.get('format'), (record.get('hash') as string).length])).toEqual([
      ['manuals/queens.pdf', 'Queens of Lotharingia', 'pdf', 32],
      ['notes/boritzer.txt', '', 'text', 32],
      ['notes/lotharingia.md', 'Lotharingia Notes', 'markdown', 32],
      ['site/theodred.html', 'Theodred II', 'html', 32],
    ]);
    // Records carry no provenance.
    expect((await store.passageSources(['2wiki-p00000'])).size).toBe(0);
  });
});

describe('document-level sync ends exactly as a fresh ingest of the new folder', () => {
  const config = testConfig();
  const root = new Neo4jGraphStore(config);
  const synced = root.forCollection('docs-synced');
  const fresh = root.forCollection('docs-fresh');
  const folder = join(workspace, 'sync');

  beforeAll(async () => {
    await root.applySchema();
    await synced.reset();
    await fresh.reset();
    await writeGoodFolder(folder);
  });
  afterAll(async () => {
    await synced.reset();
    await fresh.reset();
    await root.close();
  });

  it('skips unchanged files by hash, rewrites only the changed passages of a changed file, and --sync removes the files that are gone', async () => {
    const first = await runIngest(config, synced, { files: [folder] });
    expect(first.rejected).toBe(0);
    const again = await runIngest(config, synced, { files: [folder] });
    expect(again.documents).toMatchObject({ read: 0, unchanged: 5 });
    expect(again.passages).toBe(5); // the records file is read as before (its passages found unchanged)

    // Edit: lines inserted at the top of the text file (same passage, new lines), one Markdown
    // paragraph changed, the HTML file removed, a new Markdown file added.
    const text = join(folder, 'notes/boritzer.txt');
    writeFileSync(text, `\n\n${readFileSync(text, 'utf8')}`);
    const markdown = join(folder, 'notes/lotharingia.md');
    writeFileSync(markdown, readFileSync(markdown, 'utf8').replace('- Brother: Hucbert, lay-abbot', '- Brother: Hucbert, lay-abbot of St. Maurice'));
    rmSync(join(folder, 'site/theodred.html'));
    writeFileSync(join(folder, 'notes/added.md'), '# Added\n\nBoso the Elder was a Frankish nobleman.\n');

    const sync = await runIngest(config, synced, { files: [folder], sync: true });
    expect(sync.rejected).toBe(0);
    expect(sync.documents).toMatchObject({ read: 3, unchanged: 2, passagesRemoved: 1, deleted: 1 });
    // Of the 4 Markdown passages only the changed one is new; the text passage moved but kept its content.
    expect(sync.unchanged).toBe(5 + 3 + 1);
    expect(sync.deleted).toBe(2);
    const textId = (await synced.documentPassageIds('notes/boritzer.txt'))[0]!;
    expect((await synced.passageSources([textId])).get(textId)).toMatchObject({ startLine: 3, endLine: 8 });

    await runIngest(config, fresh, { files: [folder] });
    expect(await synced.fingerprint()).toBe(await fresh.fingerprint());
    expect(await synced.orphans()).toEqual(NO_ORPHANS);
  });
});
