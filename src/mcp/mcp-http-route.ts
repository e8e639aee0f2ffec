import { createHash, randomUUID } from 'node:crypto';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError } from '../server/request-error.js';
import { DEFAULT_MCP_SESSION_LIMITS, McpSessions, type McpSessionLimits } from './mcp-sessions.js';

const SESSION_HEADER = 'mcp-session-id';

/** Who is calling, as far as a session is concerned: a digest of the Authorization header (never the key itself). */
function ownerOf(request: FastifyRequest): string {
  return createHash('sha256').update(request.headers.authorization ?? '').digest('hex');
}

function sessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * MCP over streamable HTTP at /mcp. A client that initializes gets a session (the `Mcp-Session-Id`
 * header): its server lives between requests, so `notifications/cancelled` stops the tool call it
 * names and DELETE ends the session. A request without a session is served statelessly by a fresh
 * server (as a plain `tools/call` POST from a script expects). Sessions live in this process: behind
 * a load balancer, route a session's requests to one process (sticky on the header). Authentication,
 * body limits, rate limits and metrics are the HTTP server's, as for every route.
 */
export function mountMcpRoute(app: FastifyInstance, newServer: () => McpServer, limits: McpSessionLimits = DEFAULT_MCP_SESSION_LIMITS): void {
  const sessions = new McpSessions(limits);
  app.addHook('onClose', async () => sessions.closeAll());

  const inSession = async (request: FastifyRequest, reply: FastifyReply, id: string): Promise<void> => {
    const session = sessions.find(id, ownerOf(request));
    // The spec's answer to an unknown (or expired) session: 404, and the client initializes again.
    if (!session) throw new RequestError(404, 'HOPGRAPH_MCP_SESSION_NOT_FOUND', `no MCP session ${JSON.stringify(id.slice(0, 64))}: it ended or was never opened here`, { hint: 'initialize a new session' });
    reply.hijack();
    await session.transport.handleRequest(request.raw, reply.raw, request.body);
  };

  app.post('/mcp', { schema: { hide: true } }, async (request, reply) => {
    const id = sessionIdOf(request);
    if (id) return inSession(request, reply, id);
    const server = newServer();
    const opensSession = isInitializeRequest(request.body) && sessions.hasRoom;
    const owner = ownerOf(request);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: opensSession ? () => randomUUID() : undefined,
      enableJsonResponse: true,
      onsessioninitialized: (sessionId: string): void => sessions.add(sessionId, { server, transport, owner, lastUsed: Date.now() }),
    });
    reply.hijack();
    if (opensSession) {
      transport.onclose = () => {
        if (transport.sessionId) sessions.remove(transport.sessionId);
      };
    } else {
      // Stateless: this request's server ends with its response (a disconnect aborts the tool call it runs).
      reply.raw.once('close', () => {
        void transport.close();
        void server.close();
      });
    }
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // GET (the server's event stream) and DELETE (end the session) exist only within a session.
  const sessionOnly = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = sessionIdOf(request);
    if (!id) throw new RequestError(405, 'HOPGRAPH_METHOD_NOT_ALLOWED', `${request.method} /mcp needs an ${SESSION_HEADER} header: initialize a session first, or POST JSON-RPC requests statelessly`);
    return inSession(request, reply, id);
  };
  app.get('/mcp', { schema: { hide: true } }, sessionOnly);
  app.delete('/mcp', { schema: { hide: true } }, sessionOnly);
}
