// The import rules of hopgraph's source, checked by `npm run check:imports` (part of `npm test`).
// Layers, lowest first (a layer may import from the layers below it, never from those above):
//   errors, config            the base: typed errors, one validated configuration
//   nlp, question, answer     English: sentence analysis, OpenIE rules, question analysis, answer reading
//   embed, llm                model ports and their adapters (local ONNX, OpenAI-compatible)
//   retrieve, graph           the retrieval and graph-store ports; graph/neo4j is the one database adapter
//   modes                     retrieval strategies: they see ports only
//   ingest, queue             the ingest pipeline and its BullMQ transport
//   eval, bench, openie-bench measurements
//   hopgraph.ts, index.ts, server, mcp, cli, workers   entry points
// Violations that existed when a rule was written are listed in .dependency-cruiser-known-violations.json
// (issue 18 removes them); the check fails on any new one.
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
    {
      name: 'neo4j-driver-only-in-the-adapter',
      severity: 'error',
      comment: 'Only the Neo4j adapter (src/graph/neo4j/) and the service that sets the embedded server\'s password talk to neo4j-driver; everything else goes through a port.',
      from: { path: '^(src|workers)/', pathNot: '^src/(graph/neo4j|services)/' },
      to: { path: 'node_modules/neo4j-driver' },
    },
    {
      name: 'modes-see-ports-only',
      severity: 'error',
      comment: 'Retrieval modes see the retrieval port (src/retrieve/), never the graph store, the database adapter, ingestion or the queue.',
      from: { path: '^src/modes/' },
      to: { path: '^src/(graph|ingest|queue|cli|server|mcp|eval|bench)/|^src/hopgraph\\.ts$' },
    },
    {
      name: 'language-below-everything-but-the-base',
      severity: 'error',
      comment: 'English analysis (nlp, question, answer) depends only on the base layer and itself.',
      from: { path: '^src/(nlp|question|answer)/' },
      to: { path: '^src/(embed|llm|retrieve|graph|modes|ingest|queue|eval|bench|openie-bench|cli|server|mcp|cancel|documents)/|^src/hopgraph\\.ts$' },
    },
    {
      name: 'base-imports-nothing-above',
      severity: 'error',
      comment: 'errors/ and config/ are the base: they import no other layer (a setting\'s schema lives in config/).',
      from: { path: '^src/(errors|config)/' },
      to: { path: '^src/', pathNot: '^src/(errors|config)/' },
    },
    {
      name: 'ports-below-modes-and-ingest',
      severity: 'error',
      comment: 'The ports and the adapter (retrieve, graph, embed, llm) never import the layers that use them.',
      from: { path: '^src/(retrieve|graph|embed|llm)/' },
      to: { path: '^src/(modes|ingest|queue|eval|bench|cli|server|mcp)/|^src/hopgraph\\.ts$' },
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
