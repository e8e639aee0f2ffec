import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { RequestError } from '../server/request-error.js';

/**
 * MCP over streamable HTTP at /mcp, stateless: every POST gets a fresh server and transport (no
 * session to keep, so any number of server processes can sit behind one address). Authentication,
 * body limits, rate limits and metrics are the HTTP server's, as for every route.
 */
export function mountMcpRoute(app: FastifyInstance, newServer: () => McpServer): void {
  app.post('/mcp', { schema: { hide: true } }, async (request, reply) => {
    const server = newServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
  const notAllowed = async (): Promise<never> => {
    throw new RequestError(405, 'HOPGRAPH_METHOD_NOT_ALLOWED', 'this MCP endpoint is stateless: POST JSON-RPC requests to /mcp');
  };
  app.get('/mcp', { schema: { hide: true } }, notAllowed);
  app.delete('/mcp', { schema: { hide: true } }, notAllowed);
}
