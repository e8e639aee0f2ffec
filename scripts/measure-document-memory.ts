/**
 * Peak memory of reading and chunking one large document (no Neo4j, no NLP beyond sentence
 * splitting): for each format and size, a child process generates the file from the 2Wiki excerpt
 * (a heading and a paragraph per passage, repeated with numbers until the size is reached), streams
 * its passages with `streamDocument` as the ingest does (counting them, keeping none), and reports
 * its peak resident set size (getrusage maxRSS) beside the baseline after loading the code.
 *
 *   npx tsx scripts/measure-document-memory.ts [sizes in MB, default 1 8 32 60]
 *   FORMATS=markdown,text,html (default all three)
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Format = 'markdown' | 'text' | 'html';
const EXTENSION: Record<Format, string> = { markdown: 'md', text: 'txt', html: 'html' };

async function writeDocument(file: string, format: Format, megabytes: number): Promise<void> {
  const excerpt = fileURLToPath(new URL('../test/fixtures/2wiki-corpus-excerpt.jsonl', import.meta.url));
  const records = readFileSync(excerpt, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { title: string; text: string });
  const out = createWriteStream(file);
  const write = (text: string): Promise<void> => new Promise((resolve) => (out.write(text) ? resolve() : out.once('drain', () => resolve())));
  let written = 0;
  if (format === 'html') await write('<!DOCTYPE html><html><head><title>Excerpt</title></head><body><nav>Home | Index</nav><main>\n');
  for (let round = 0; written < megabytes * (1 << 20); round += 1) {
    for (const record of records) {
      const text = `${record.text} (Copy ${round}.)`;
      const piece =
        format === 'markdown' ? `## ${record.title} ${round}\n\n${text}\n\n` : format === 'html' ? `<h2>${record.title} ${round}</h2>\n<p>${text}</p>\n` : `${text}\n\n`;
      await write(piece);
      written += Buffer.byteLength(piece);
    }
  }
  if (format === 'html') await write('</main><footer>Footer</footer></body></html>\n');
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

async function child(format: Format, megabytes: number): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'hopgraph-memory-'));
  const file = join(directory, `large.${EXTENSION[format]}`);
  try {
    await writeDocument(file, format, megabytes);
    const { streamDocument } = await import('../src/documents/load-document.js');
    const { splitSentences } = await import('../src/nlp/split-sentences.js');
    splitSentences('Warm up the sentence splitter. It loads the NLP model.');
    const baseline = process.resourceUsage().maxRSS;
    const started = performance.now();
    let passages = 0;
    let text = 0;
    for await (const { chunk } of streamDocument(file, format, { chunk: { targetWords: 200, overlapWords: 0, minWords: 50 }, maxBytes: 1 << 30, splitSentences })) {
      passages += 1;
      text += chunk.text.length;
    }
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${JSON.stringify({ format, megabytes: megabytes, passages, textMB: +((text * 2) / (1 << 20)).toFixed(1), baselineMB: Math.round(baseline / 1024), peakMB: Math.round(process.resourceUsage().maxRSS / 1024), seconds: +seconds.toFixed(1) })}\n`,
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] as Format, Number(process.argv[4]));
} else {
  const sizes = process.argv.slice(2).map(Number);
  for (const megabytes of sizes.length > 0 ? sizes : [1, 8, 32, 60]) {
    const formats = (process.env.FORMATS ?? 'markdown,text,html').split(',') as Format[];
    for (const format of formats) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', format, String(megabytes)], { encoding: 'utf8' });
      process.stdout.write(run.stdout || `${format} ${megabytes} MB failed: ${run.stderr.slice(-500)}\n`);
    }
  }
}
