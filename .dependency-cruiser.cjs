// The import rules of hopgraph's source, checked by `npm run check:imports` (part of `npm test`).
// Layers, lowest first: a layer may import from the layers below it (and from itself), never from
// those above. docs/architecture.md draws them.
const LAYERS = [
  ['base', '^src/(errors|config)/|^src/package-root\\.ts$', 'typed errors, one validated configuration'],
  ['ports', '^src/ports/', 'the ports and their record types (they import nothing else)'],
  ['language', '^src/(nlp|question|answer|documents)/', 'English analysis, answer reading, document readers'],
  ['models', '^src/(embed|llm|retrieve|cancel|services)/', 'embedder and chat-model adapters, retrieval helpers, cancellation, local services'],
  ['stores', '^src/(graph|queue)/', 'the Neo4j adapter (graph/neo4j) and collection naming; the BullMQ transport'],
  ['strategies', '^src/modes/', 'retrieval modes: they see ports only'],
  ['runtime', '^src/runtime/', 'opens the adapters of a configuration'],
  ['pipelines', '^src/ingest/', 'the ingest run and the batch worker'],
  ['measurement', '^src/(eval|bench|openie-bench)/', 'benches'],
  ['entry points', '^src/(server|mcp|cli)/|^src/(hopgraph|index)\\.ts$|^workers/', 'the API, the server, MCP, the CLI, the standalone worker'],
];

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = LAYERS.slice(0, -1).map(([name, path], index) => ({
  name: `${name}-imports-no-layer-above`,
  severity: 'error',
  comment: `The ${name} layer imports only the layers below it: ${LAYERS.slice(0, index).map(([below]) => below).join(', ') || 'none'}.`,
  from: { path },
  to: { path: LAYERS.slice(index + 1).map(([, above]) => above).join('|') },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles in src/, type-only imports included: split the shared part into a file both import.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'ports-import-nothing',
      severity: 'error',
      comment: 'The ports are plain types: they import only other ports (no package, no other layer).',
      from: { path: '^src/ports/' },
      to: { pathNot: '^src/ports/' },
    },
    {
      name: 'neo4j-driver-only-in-the-adapter',
      severity: 'error',
      comment: 'Only the Neo4j adapter (src/graph/neo4j/) and the service that sets the embedded server\'s password talk to neo4j-driver; everything else goes through a port.',
      from: { path: '^(src|workers)/', pathNot: '^src/(graph/neo4j|services)/' },
      to: { path: 'node_modules/neo4j-driver' },
    },
    {
      name: 'neo4j-adapter-opened-by-the-runtime',
      severity: 'error',
      comment: 'Only src/runtime/ makes Neo4j adapters; every other layer receives ports (GraphStore, RetrievalStore, ...).',
      from: { path: '^(src|workers)/', pathNot: '^src/(runtime|graph/neo4j)/' },
      to: { path: '^src/graph/neo4j/' },
    },
    {
      name: 'modes-see-ports-only',
      severity: 'error',
      comment: 'Retrieval modes see the retrieval port (and the chat model), never the graph store, the database adapter, the embedders, the queue or the runtime.',
      from: { path: '^src/modes/' },
      to: { path: '^src/(graph|queue|embed|services|runtime|ingest)/' },
    },
    {
      name: 'queue-is-transport',
      severity: 'error',
      comment: 'src/queue/ is BullMQ transport only (queue names, connections, job options, the worker shell): what a job does lives with ingestion.',
      from: { path: '^src/queue/' },
      to: { path: '^src/', pathNot: '^src/(errors|config|ports|queue)/' },
    },
    {
      name: 'runtime-wires-adapters-only',
      severity: 'error',
      comment: 'The runtime opens adapters; it knows no retrieval strategy.',
      from: { path: '^src/runtime/' },
      to: { path: '^src/modes/' },
    },
    {
      name: 'nothing-imports-the-cli',
      severity: 'error',
      comment: 'The CLI is an entry point: the library, the server and the standalone worker do not import it.',
      from: { pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
