import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCarbPredictions } from '../../src/openie-bench/carb-tsv.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';
import { runCli } from '../helpers/run-cli.js';

interface OpenIePayload {
  passages: Array<{ passage: number; title: string; sentences: string[] }>;
}

/** What the scripted "LLM" knows: the triples of each test sentence. */
const FACTS: Record<string, Array<[string, string, string]>> = {
  'Google was founded by Larry Page .': [['Google', 'was founded by', 'Larry Page']],
  'Theresa Connelly directed Polish Wedding , a 1998 film .': [
    ['Theresa Connelly', 'directed', 'Polish Wedding'],
    ['Polish Wedding', 'is', 'a 1998 film'],
  ],
};

describe('hopgraph openie --triples llm (real CLI and client over HTTP to a scripted OpenAI-compatible stub; no Neo4j)', () => {
  const stub = new OpenAiStubServer();
  const directory = mkdtempSync(join(tmpdir(), 'hopgraph-openie-llm-'));
  const sentences = join(directory, 'sentences.txt');
  const gold = join(directory, 'gold.tsv');
  const predictions = join(directory, 'predictions.tsv');
  // No reply cache (so every run reaches the stub) and no retries.
  const config = join(directory, 'hopgraph.config.json');

  beforeAll(async () => {
    await stub.start();
    writeFileSync(sentences, `${Object.keys(FACTS).join('\n')}\n`);
    writeFileSync(config, JSON.stringify({ llm: { cache: false, maxRetries: 0, timeoutMs: 5000 } }));
    writeFileSync(
      gold,
      [
        'Google was founded by Larry Page .\twas founded by\tGoogle\tLarry Page',
        'Theresa Connelly directed Polish Wedding , a 1998 film .\tdirected\tTheresa Connelly\tPolish Wedding',
        'Theresa Connelly directed Polish Wedding , a 1998 film .\tis\tPolish Wedding\ta 1998 film',
        'Theresa Connelly directed Polish Wedding , a 1998 film .\twas released in\tPolish Wedding\t1998',
      ].join('\n'),
    );
    stub.onRequest((body) => {
      const payload = JSON.parse(body.messages.at(-1)!.content) as OpenIePayload;
      return {
        content: JSON.stringify({
          passages: payload.passages.map((passage) => ({
            passage: passage.passage,
            triples: (FACTS[passage.sentences[0]!] ?? []).map(([subject, relation, object]) => ({ sentence: 0, subject, relation, object })),
          })),
        }),
      };
    });
  });
  afterAll(async () => {
    await stub.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it("prints the LLM's triples in CaRB's format, each line keeping its input sentence, and bench openie scores them", async () => {
    const result = await runCli(['--config', config, 'openie', sentences, '--triples', 'llm'], { OPENAI_BASE_URL: stub.baseUrl, OPENAI_API_KEY: 'test' });
    expect(result.stderr).toContain('LLM: 1 calls');
    expect(result.code).toBe(0);
    // One call for both sentences (batched), each sent as a one-sentence passage.
    expect(stub.requests).toHaveLength(1);
    const sent = JSON.parse(stub.requests[0]!.messages.at(-1)!.content) as OpenIePayload;
    expect(sent.passages.map((passage) => passage.sentences)).toEqual(Object.keys(FACTS).map((sentence) => [sentence]));
    const extractions = parseCarbPredictions(result.stdout);
    expect(extractions.map((extraction) => [extraction.sentence, extraction.relation, ...extraction.arguments])).toEqual([
      ['Google was founded by Larry Page .', 'was founded by', 'Google', 'Larry Page'],
      ['Theresa Connelly directed Polish Wedding , a 1998 film .', 'directed', 'Theresa Connelly', 'Polish Wedding'],
      ['Theresa Connelly directed Polish Wedding , a 1998 film .', 'is', 'Polish Wedding', 'a 1998 film'],
    ]);
    expect(extractions.every((extraction) => extraction.confidence >= 0 && extraction.confidence <= 1)).toBe(true);

    writeFileSync(predictions, result.stdout);
    const bench = await runCli(['bench', 'openie', '--gold', gold, '--predictions', predictions, '--json']);
    expect(bench.code).toBe(0);
    const report = JSON.parse(bench.stdout) as { score: { best: { precision: number; recall: number }; goldTuples: number } };
    // Three exact matches of four gold tuples (the "was released in" tuple is missed): precision 1, recall 3/4.
    expect(report.score.goldTuples).toBe(4);
    expect(report.score.best.precision).toBeCloseTo(1, 6);
    expect(report.score.best.recall).toBeCloseTo(0.75, 6);
  });

  it('without an endpoint it fails with a configuration error that says what to set', async () => {
    const result = await runCli(['--config', config, 'openie', sentences, '--triples', 'llm'], { OPENAI_BASE_URL: '', OPENAI_API_KEY: '' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('HOPGRAPH_CONFIG');
    expect(result.stderr).toContain('OPENAI_BASE_URL');
    expect(result.stdout).toBe('');
  });
});
