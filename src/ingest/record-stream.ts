import type { ChunkOptions } from '../documents/chunk-options.js';
import type { DocumentFormat } from '../documents/document-format.js';
import type { DocumentStore } from '../ports/document-store.js';
import type { DocumentState } from '../ports/graph-records.js';
import type { PassageVectors } from '../ports/passage-vectors.js';
import type { CorpusItem, CorpusRecord } from './corpus-record.js';
import type { IngestEvent } from './ingest-events.js';
import type { IngestOptions } from './ingest-options.js';
import type { DocumentSummary, IngestSummary } from './ingest-summary.js';
import { passageId } from './passage-ids.js';
import { readCorpus } from './read-corpus.js';
import type { SeenIds } from './seen-ids.js';
import { validateRecord } from './validate-record.js';
import type { InputFile } from './walk-inputs.js';
import { DocumentStatesAhead } from './document-states-ahead.js';

/** Name under which records given directly (not from a file) are reported. */
export const RECORDS_SOURCE = '<records>';

/** Name under which the ids of document passages are remembered (duplicates cannot occur across documents: ids start with the path). */
const DOCUMENTS_SOURCE = '<documents>';

function* corpusSources(
  files: readonly InputFile[],
  records: IngestOptions['records'],
  maxRecordBytes: number,
  documents: (file: InputFile & { kind: DocumentFormat }) => AsyncIterable<CorpusItem>,
): Generator<AsyncIterable<CorpusItem>> {
  for (const file of files) {
    if (file.kind === 'records') yield readCorpus(file.file, { maxRecordBytes });
    else yield documents(file as InputFile & { kind: DocumentFormat });
  }
  if (records !== undefined) {
    yield (async function* () {
      let line = 0;
      for await (const value of records as AsyncIterable<unknown>) {
        line += 1;
        const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
        if (bytes > maxRecordBytes) {
          yield { kind: 'rejected', rejected: { file: RECORDS_SOURCE, line, reason: `record is larger than the limit of ${maxRecordBytes} bytes` } } as CorpusItem;
          continue;
        }
        yield validateRecord(value, RECORDS_SOURCE, line, bytes);
      }
    })();
  }
}

/** What the record stream reads, and what it reports into. */
export interface RecordStreamContext {
  inputFiles: readonly InputFile[];
  records: IngestOptions['records'];
  maxRecordBytes: number;
  /** How document files are read: their store (unchanged files are skipped), chunking, size limit and ingest settings. */
  documents: { store: DocumentStore; chunk: ChunkOptions; maxBytes: number; ingestKey: string };
  /** Every id accepted so far (duplicates; `sync`). */
  seenIds: SeenIds;
  summary: IngestSummary;
  /** Document counts of the summary (a scratch object when the input has no document). */
  documentSummary: DocumentSummary;
  /** Documents read and chunked by this run: finished (hash stored) once every batch is written. */
  readDocuments: Array<Required<DocumentState>>;
  /** Every document path of the input (read, unchanged or rejected), for `sync`. */
  documentPaths: Set<string>;
  maxListed: number;
  emit: (event: IngestEvent) => void;
  signal: AbortSignal | undefined;
}

/**
 * The record stream: the input's records in order — records files, document files cut into
 * passages (skipped while unchanged), records given directly — with every rejection counted and
 * reported (`file:line: reason`) and duplicate ids skipped (the first wins). An abort stops it
 * (`summary.interrupted`).
 */
export async function* acceptedRecords(context: RecordStreamContext): AsyncGenerator<CorpusRecord> {
  const { summary, seenIds, documentSummary, documentPaths, maxListed, emit } = context;
  // The document readers (and their parsers) are loaded only when the input has documents.
  const hasDocuments = context.inputFiles.some((file) => file.kind !== 'records');
  const { documentItems } = hasDocuments ? await import('./document-items.js') : { documentItems: undefined };
  const { splitSentences } = hasDocuments ? await import('../nlp/split-sentences.js') : { splitSentences: (text: string) => [text] };
  const statesAhead = new DocumentStatesAhead(context.documents.store, context.inputFiles.filter((file) => file.kind !== 'records').map((file) => file.path));
  const documentContext = {
    ...context.documents,
    storedState: (path: string) => statesAhead.get(path),
    splitSentences,
    onUnchanged: (file: InputFile, ids: string[]): void => {
      documentSummary.unchanged += 1;
      documentPaths.add(file.path);
      for (const id of ids) seenIds.add(id, DOCUMENTS_SOURCE, 0);
    },
    onRead: (file: InputFile, state: Required<DocumentState>): void => {
      documentSummary.read += 1;
      context.readDocuments.push(state);
    },
  };
  const seenDocumentPaths = new Map<string, string>();
  const documentSource = (file: InputFile & { kind: DocumentFormat }): AsyncIterable<CorpusItem> => {
    const first = seenDocumentPaths.get(file.path);
    if (first !== undefined) {
      return (async function* () {
        yield { kind: 'rejected', rejected: { file: file.file, line: 0, reason: `same document path "${file.path}" as ${first} (give --root a folder above both)` } } as CorpusItem;
      })();
    }
    seenDocumentPaths.set(file.path, file.file);
    documentPaths.add(file.path);
    return documentItems!(file, documentContext);
  };
  for (const source of corpusSources(context.inputFiles, context.records, context.maxRecordBytes, documentSource)) {
    for await (const item of source) {
      if (context.signal?.aborted) {
        summary.interrupted = true;
        return;
      }
      if (item.kind === 'rejected') {
        summary.rejected += 1;
        if (summary.errors.length < maxListed) summary.errors.push(item.rejected);
        emit({ type: 'record-rejected', ...item.rejected });
        continue;
      }
      const record = item.record;
      const id = passageId(record.id, record.title, record.text);
      const seenAt = seenIds.get(id);
      if (seenAt !== undefined) {
        const firstSeen = seenAt.line > 0 ? `${seenAt.source}:${seenAt.line}` : seenAt.source;
        // Duplicate ids in one run: the first record wins, deterministically; the others are reported.
        const rejected = { file: record.file, line: record.line, reason: `duplicate id "${id}" (first seen at ${firstSeen}); this record was skipped` };
        summary.rejected += 1;
        if (summary.errors.length < maxListed) summary.errors.push(rejected);
        emit({ type: 'record-rejected', ...rejected });
        continue;
      }
      seenIds.add(id, record.document ? DOCUMENTS_SOURCE : record.file, record.line);
      summary.accepted += 1;
      yield record;
    }
  }
}

/**
 * `reembed`: the collection's passages the input did not name that still hold the old model's
 * vectors (or none), from the text the collection stores, page by page in id order. An abort stops
 * it at a page boundary (`summary.interrupted`).
 */
export async function* storedPassagesToReembed(
  store: PassageVectors,
  model: string,
  context: Pick<RecordStreamContext, 'seenIds' | 'summary' | 'signal'>,
): AsyncGenerator<CorpusRecord> {
  const { seenIds, summary } = context;
  const source = `<collection ${store.collection}>`;
  let after: string | undefined;
  for (;;) {
    if (context.signal?.aborted) {
      summary.interrupted = true;
      return;
    }
    const page = await store.passagesWithoutVectors(model, { ...(after === undefined ? {} : { after }), limit: 1000 });
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
    for (const passage of page) {
      if (seenIds.has(passage.id)) continue;
      seenIds.add(passage.id, source, 0);
      summary.reembeddedFromStore = (summary.reembeddedFromStore ?? 0) + 1;
      const bytes = Buffer.byteLength(passage.title) + Buffer.byteLength(passage.text);
      yield { id: passage.id, title: passage.title, text: passage.text, file: source, line: 0, bytes };
    }
  }
}
