import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isHopgraphError } from '../errors/hopgraph-error.js';
import type { Hopgraph } from '../hopgraph.js';
import { MAX_QUESTION_LENGTH } from '../modes/search.js';
import type { SearchResult } from '../modes/search-result.js';

/** Gives the handle of a collection (the configured one when absent); names are validated by it. */
export type CollectionHandles = (collection: string | undefined) => Hopgraph;

/** A list of document paths or globs relative to the ingest root (validated by the call it reaches). */
const patternList = (description: string) => z.array(z.string().min(1).max(1000)).max(100).optional().describe(description);

const origin = patternList('search only passages of these source documents: paths or globs relative to the ingest root, e.g. ["notes/**"]');
const excludeOrigins = patternList('never search passages of these source documents, e.g. ["drafts/**"]');
/** The same patterns for the graph tools: what the index read from those documents only. */
const graphOrigin = patternList('only what passages of these source documents say: paths or globs relative to the ingest root, e.g. ["notes/**"]');
const graphExcludeOrigins = patternList('nothing from passages of these source documents, e.g. ["drafts/**"]');

/** The scope argument of a graph query, from a tool's optional pattern lists. */
function graphScope(origins: string[] | undefined, excluded: string[] | undefined): { origin?: string[]; excludeOrigins?: string[] } {
  return { ...(origins ? { origin: origins } : {}), ...(excluded ? { excludeOrigins: excluded } : {}) };
}

const collection = z.string().min(1).max(64).optional().describe('the collection to read (default: the server\'s configured collection); the `collections` tool lists them');

/** A search result for an agent: the passages with their evidence, the answer, the mode; no trace. */
function forAgent(result: SearchResult): unknown {
  return {
    mode: result.mode,
    answer: result.answer,
    passages: result.passages.map((passage) => ({
      id: passage.id,
      title: passage.title,
      score: Number(passage.score.toFixed(4)),
      ...(passage.hop !== undefined ? { hop: passage.hop } : {}),
      // Where a passage cut from a document file comes from (path, section, lines or page), so an agent can cite it.
      ...(passage.source ? { source: passage.source } : {}),
      sentences: passage.sentences.map((sentence) => sentence.text),
      triples: passage.triples.map((triple) => [triple.subject, triple.relation, triple.object]),
    })),
    ...(result.route ? { route: result.route } : {}),
    ms: Math.round(result.ms),
  };
}

function json(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 1) }] };
}

/** Runs a tool's work; a hopgraph error becomes a tool error the agent can read (code, message, hint). */
async function tool(work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return json(await work());
  } catch (error) {
    const text = isHopgraphError(error)
      ? `${error.code}${error.retriable ? ' (retriable)' : ''}: ${error.message}${error.hint ? `\nhint: ${error.hint}` : ''}`
      : 'the tool failed; the server log has the details';
    if (!isHopgraphError(error)) process.stderr.write(`hopgraph mcp: ${(error as Error).stack ?? String(error)}\n`);
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

/**
 * hopgraph as an MCP server: tools over one index of passages (multi-hop retrieval, answers, the
 * entity graph built from the passages' triples). The transport (stdio, streamable HTTP) is the caller's.
 */
export function createHopgraphMcpServer(handles: CollectionHandles, modeNames: () => string[]): McpServer {
  const server = new McpServer({ name: 'hopgraph', version: '0.1.0' }, { instructions: 'hopgraph indexes passages (documents split into sentences, subject–relation–object triples and entities) in Neo4j. Use `search` to find the passages that answer a question — `hop-rrf` or `rarag` for questions that need two facts joined (bridge or comparison questions); `answer` for a short answer with its evidence; the `graph_*` tools to look up what the index knows about an entity and how two entities are connected; `passage` to read a passage in full.' });
  const modes = modeNames();
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search',
    {
      title: 'Search passages',
      description:
        'Find the passages of the index that answer a question, ranked, each with its matching sentences and triples. ' +
        `Modes: ${modes.join(', ')}. single = one BM25 search (fast, for questions about one thing); hop-rrf and rarag = multi-hop (a question joining two facts, e.g. "Who is the mother of the director of X?", or comparing two things); ` +
        'walk = graph propagation from the entities the question names. Returns passage ids usable with the `passage` tool.',
      inputSchema: {
        question: z.string().min(1).max(MAX_QUESTION_LENGTH).describe('the question, in English'),
        mode: z.string().optional().describe(`one of ${modes.join(', ')} (default single)`),
        topK: z.number().int().min(1).max(50).optional().describe('passages returned (default 5)'),
        options: z.record(z.string(), z.unknown()).optional().describe('the mode\'s own options, e.g. {"maxHops": 2}'),
        origin,
        excludeOrigins,
        collection,
      },
      annotations: readOnly,
    },
    ({ question, mode, topK, options, origin: origins, excludeOrigins: excluded, collection: name }, extra) =>
      tool(async () =>
        forAgent(
          await handles(name).search(question, {
            ...options,
            ...(mode ? { mode } : {}),
            ...(topK ? { topK } : {}),
            ...(origins ? { origin: origins } : {}),
            ...(excluded ? { excludeOrigins: excluded } : {}),
            signal: extra.signal,
          }),
        ),
      ),
  );

  server.registerTool(
    'answer',
    {
      title: 'Answer a question',
      description:
        'Answer a question from the index: a short answer string (or null when the evidence does not settle it) with the passages it rests on. ' +
        'Uses the reasoning mode (megrag when available; it can use the configured LLM). Prefer `search` when you want to read the evidence yourself.',
      inputSchema: {
        question: z.string().min(1).max(MAX_QUESTION_LENGTH).describe('the question, in English'),
        mode: z.string().optional().describe('default: megrag when available, else auto'),
        topK: z.number().int().min(1).max(50).optional(),
        origin,
        excludeOrigins,
        collection,
      },
      annotations: readOnly,
    },
    ({ question, mode, topK, origin: origins, excludeOrigins: excluded, collection: name }, extra) =>
      tool(async () =>
        forAgent(
          await handles(name).answer(question, {
            ...(mode ? { mode } : {}),
            ...(topK ? { topK } : {}),
            ...(origins ? { origin: origins } : {}),
            ...(excluded ? { excludeOrigins: excluded } : {}),
            signal: extra.signal,
          }),
        ),
      ),
  );

  server.registerTool(
    'graph_entity',
    {
      title: 'Look up an entity',
      description: 'What the index knows about one entity (a person, place, work, organization…): its canonical name, aliases, the passages titled by it, how many triples and mentions it has. Null when the index does not know it.',
      inputSchema: { name: z.string().min(1).max(500).describe('the entity\'s name, e.g. "Lothair II"'), origin: graphOrigin, excludeOrigins: graphExcludeOrigins, collection },
      annotations: readOnly,
    },
    ({ name, origin: origins, excludeOrigins: excluded, collection: collectionName }) => tool(() => handles(collectionName).graph.entity(name, graphScope(origins, excluded))),
  );

  server.registerTool(
    'graph_neighbours',
    {
      title: 'Neighbours of an entity',
      description: 'The entities linked to one entity by triples (subject–relation–object facts extracted from the passages), up to 3 hops away, each with the triple and its source sentence and passage. Use it to explore what is related to an entity.',
      inputSchema: {
        entity: z.string().min(1).max(500),
        depth: z.number().int().min(1).max(3).optional().describe('hops (default 1)'),
        limit: z.number().int().min(1).max(200).optional().describe('most neighbours (default 50)'),
        origin: graphOrigin,
        excludeOrigins: graphExcludeOrigins,
        collection,
      },
      annotations: readOnly,
    },
    ({ entity, depth, limit, origin: origins, excludeOrigins: excluded, collection: name }) =>
      tool(() => handles(name).graph.neighbors(entity, { ...(depth ? { depth } : {}), ...(limit ? { limit } : {}), ...graphScope(origins, excluded) })),
  );

  server.registerTool(
    'graph_paths',
    {
      title: 'Paths between two entities',
      description: 'Evidence paths connecting two entities through triples (e.g. a film → its director → the director\'s spouse), shortest first, each edge with the sentence and passage backing it. Use it to check how two things are related.',
      inputSchema: {
        from: z.string().min(1).max(500),
        to: z.string().min(1).max(500),
        maxHops: z.number().int().min(1).max(4).optional().describe('longest path in triples (default 3)'),
        limit: z.number().int().min(1).max(20).optional(),
        origin: graphOrigin,
        excludeOrigins: graphExcludeOrigins,
        collection,
      },
      annotations: readOnly,
    },
    ({ from, to, maxHops, limit, origin: origins, excludeOrigins: excluded, collection: name }) =>
      tool(() => handles(name).graph.paths(from, to, { ...(maxHops ? { maxHops } : {}), ...(limit ? { limit } : {}), ...graphScope(origins, excluded) })),
  );

  server.registerTool(
    'passage',
    {
      title: 'Read a passage',
      description: 'One passage in full by its id (as `search` returns them): title, sentences in order, the triples extracted from each, and the entities it mentions. Null when there is no such passage.',
      inputSchema: { id: z.string().min(1).max(1000), collection },
      annotations: readOnly,
    },
    ({ id, collection: name }) => tool(() => handles(name).graph.passage(id)),
  );

  server.registerTool(
    'collections',
    {
      title: 'List collections',
      description: 'The collections (separate indexes) of this hopgraph database, with their passage, sentence, triple and entity counts. Every other tool takes one of these names as `collection`.',
      inputSchema: {},
      annotations: readOnly,
    },
    () => tool(() => handles(undefined).collections()),
  );

  return server;
}
