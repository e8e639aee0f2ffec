import cliProgress from 'cli-progress';
import type { IngestEvent } from '../ingest/ingest-events.js';

/** Draws the ingestion progress bar on stderr (passages, sentences, triples, rate, ETA). */
export function createIngestProgress(enabled: boolean): { onEvent: (event: IngestEvent) => void; stop: () => void } {
  if (!enabled) return { onEvent: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'ingest [{bar}] {percentage}% | {passages} passages ({unchanged} unchanged) | {sentences} sentences | {triples} triples | {rate} passages/s | ETA {eta_formatted}',
      barsize: 24,
      hideCursor: true,
      etaBuffer: 50,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    onEvent: (event) => {
      if (event.type === 'ingest-start') {
        bar.start(Math.max(1, event.bytesTotal), 0, { passages: 0, unchanged: 0, sentences: 0, triples: 0, rate: '0' });
        started = true;
      } else if (event.type === 'batch-done' && started) {
        bar.update(event.bytesDone, {
          passages: event.passages,
          unchanged: event.unchanged,
          sentences: event.sentences,
          triples: event.triples,
          rate: (event.passages / Math.max(0.001, event.elapsedMs / 1000)).toFixed(0),
        });
      } else if (event.type === 'ingest-end' && started) {
        bar.stop();
        started = false;
      }
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}
