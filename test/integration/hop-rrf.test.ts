import { describe, expect, it } from 'vitest';
import '../../src/modes/all-modes.js';
import type { HopRrfTrace } from '../../src/modes/hop-rrf/hop-trace.js';
import type { ModeEvent } from '../../src/modes/retrieval-mode.js';
import { search } from '../../src/modes/search.js';
import { useExcerptIndex } from '../helpers/excerpt-index.js';
import { runCli } from '../helpers/run-cli.js';


describe('hop-rrf against the real Neo4j', () => {
  const { store } = useExcerptIndex();

  it('finds both gold passages of a 2Wiki compositional question, with their hops, and reports progress in order', async () => {
    const events: ModeEvent[] = [];
    const result = await search(store, "When did Lothair Ii's mother die?", { mode: 'hop-rrf', topK: 5 }, (event) => events.push(event));
    const top = result.passages.map((passage) => passage.id);
    expect(top).toContain('2wiki-p00004');
    expect(top).toContain('2wiki-p00005');
    expect(result.passages.find((passage) => passage.id === '2wiki-p00004')).toMatchObject({ title: 'Lothair II', hop: 0 });
    // The question's own search may already rank her passage (hop 0) in this small corpus; else hop 1 finds it.
    const mother = result.passages.find((passage) => passage.id === '2wiki-p00005');
    expect(mother?.title).toBe('Ermengarde of Tours');
    expect([0, 1]).toContain(mother?.hop);
    expect(result.passages[0]?.sentences.length).toBeGreaterThan(0);
    const trace = result.trace as HopRrfTrace;
    expect(trace.chains[0]?.hops[0]?.followed[0]).toMatchObject({ key: 'ermengarde of tours', hasPassage: true });

    expect(events[0]).toMatchObject({ type: 'plan', mode: 'hop-rrf' });
    const hopEvents = events.filter((event): event is Extract<ModeEvent, { type: 'hop-start' | 'hop-end' }> => event.type === 'hop-start' || event.type === 'hop-end');
    expect(hopEvents.length).toBeGreaterThanOrEqual(4);
    hopEvents.forEach((event, index) => {
      expect(event.type).toBe(index % 2 === 0 ? 'hop-start' : 'hop-end');
      expect(event.hop).toBe(Math.floor(index / 2));
      if (index > 0) expect(event.elapsedMs).toBeGreaterThanOrEqual(hopEvents[index - 1]!.elapsedMs);
    });
    const firstEnd = hopEvents[1] as Extract<ModeEvent, { type: 'hop-end' }>;
    expect(firstEnd.results).toBeGreaterThan(0);
    expect(firstEnd.queries).toEqual(["When did Lothair Ii's mother die?"]);
  });

  it('`hopgraph query --mode hop-rrf --events` prints the same events as JSON lines on stderr, the result on stdout', async () => {
    const cli = await runCli(['query', "When did Lothair Ii's mother die?", '--mode', 'hop-rrf', '--events', '--json']);
    expect(cli.code).toBe(0);
    const events = cli.stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as ModeEvent);
    expect(events[0]).toMatchObject({ type: 'plan', mode: 'hop-rrf' });
    expect(events.filter((event) => event.type === 'hop-start').length).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)).toMatchObject({ type: 'hop-end' });
    const result = JSON.parse(cli.stdout) as { mode: string; passages: { id: string }[] };
    expect(result.mode).toBe('hop-rrf');
    expect(result.passages.map((passage) => passage.id)).toContain('2wiki-p00005');
  });
});
