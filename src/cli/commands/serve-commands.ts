import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { COLLECTION_OPTION, type CollectionFlag, type GlobalOptions } from '../command-context.js';

interface ServeFlags extends CollectionFlag {
  host: string;
  port: number;
  rateLimit: number;
  timeoutMs: number;
  bodyLimit: number;
  ingestBodyLimit: number;
  cors?: string;
  mcp: boolean;
  log?: boolean;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new InvalidArgumentError(`expected a port 0-65535, got "${value}"`);
  return port;
}

function parseCount(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new InvalidArgumentError(`expected a whole number ≥ 0, got "${value}"`);
  return count;
}

async function openHopgraph(program: Command, flags: CollectionFlag) {
  const { createHopgraph } = await import('../../hopgraph.js');
  const global = program.opts<GlobalOptions>();
  return createHopgraph({ ...(global.config ? { configFile: global.config } : {}), ...(flags.collection ? { config: { collection: flags.collection } } : {}) });
}

/** Closes `close` on SIGINT/SIGTERM (once) and resolves when done. */
function untilSignal(close: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void close().finally(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export function registerServeCommands(program: Command): void {
  program
    .command('serve')
    .description('the HTTP API (search, answer, graph, collections, ingest; OpenAPI at /openapi.json, metrics at /metrics) and MCP at /mcp')
    .option(...COLLECTION_OPTION)
    .option('--host <host>', 'address to listen on; anything but loopback needs HOPGRAPH_API_KEYS', '127.0.0.1')
    .option('--port <port>', 'port', parsePort, 8080)
    .option('--rate-limit <n>', 'requests a minute per API key (or client address without keys); 0 = none', parseCount, 600)
    .option('--timeout-ms <ms>', 'a search or answer is stopped after this long (504)', parseCount, 120_000)
    .option('--body-limit <bytes>', 'largest request body (ingest excepted)', parseCount, 1024 * 1024)
    .option('--ingest-body-limit <bytes>', 'largest ingest request body', parseCount, 64 * 1024 * 1024)
    .option('--cors <origins>', 'comma-separated origins allowed by CORS (default: none, CORS off)')
    .option('--no-mcp', 'do not serve MCP at /mcp')
    .option('--log', 'log every request on stderr')
    .action(async (flags: ServeFlags) => {
      const { resolveServerSettings, apiKeysFromEnvironment } = await import('../../server/server-settings.js');
      const settings = resolveServerSettings({
        host: flags.host,
        port: flags.port,
        apiKeys: apiKeysFromEnvironment(),
        rateLimitPerMinute: flags.rateLimit,
        requestTimeoutMs: flags.timeoutMs,
        bodyLimitBytes: flags.bodyLimit,
        ingestBodyLimitBytes: flags.ingestBodyLimit,
        corsOrigins: (flags.cors ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
        mcp: flags.mcp,
        log: flags.log ?? false,
      });
      const hg = await openHopgraph(program, flags);
      const { createServer } = await import('../../server/create-server.js');
      const server = await createServer(hg, settings).catch(async (error: unknown) => {
        await hg.close();
        throw error;
      });
      const address = await server.app.listen({ host: settings.host, port: settings.port }).catch(async (error: unknown) => {
        await server.close();
        await hg.close();
        throw error;
      });
      process.stderr.write(
        `hopgraph serve: listening on ${address} (collection ${hg.collection}; ${settings.apiKeys.length > 0 ? `${settings.apiKeys.length} API key(s)` : 'no API key: loopback only'}; OpenAPI ${address}/openapi.json${settings.mcp ? `; MCP ${address}/mcp` : ''})\n`,
      );
      await untilSignal(async () => {
        await server.close();
        await hg.close();
      });
    });

  program
    .command('mcp')
    .description('an MCP server over stdio (tools: search, answer, graph_entity, graph_neighbours, graph_paths, passage, collections)')
    .option(...COLLECTION_OPTION)
    .action(async (flags: CollectionFlag) => {
      const hg = await openHopgraph(program, flags);
      const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
      const { createHopgraphMcpServer } = await import('../../mcp/hopgraph-mcp-server.js');
      const { modeNames } = await import('../../modes/mode-registry.js');
      const { validateCollectionName } = await import('../../graph/collection.js');
      const handles = new Map<string, typeof hg>();
      const server = createHopgraphMcpServer((collection) => {
        const name = validateCollectionName(collection ?? hg.collection);
        let handle = handles.get(name);
        if (!handle) handles.set(name, (handle = name === hg.collection ? hg : hg.withCollection(name)));
        return handle;
      }, modeNames);
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
      await server.connect(transport);
      // Ends when the client closes stdin, or on SIGINT/SIGTERM.
      await Promise.race([closed, untilSignal(async () => undefined)]);
      await server.close();
      await hg.close();
    });
}
