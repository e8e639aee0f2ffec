import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** One MCP session over streamable HTTP: its server and transport, and who opened it. */
export interface McpSession {
  server: McpServer;
  transport: StreamableHTTPServerTransport;
  /** A digest of the credentials that opened the session; later requests must present the same. */
  owner: string;
  lastUsed: number;
}

export interface McpSessionLimits {
  /** Sessions kept at once; an initialize beyond it is answered statelessly (no session). */
  maxSessions: number;
  /** A session unused this long is closed. */
  idleMs: number;
}

export const DEFAULT_MCP_SESSION_LIMITS: McpSessionLimits = { maxSessions: 256, idleMs: 15 * 60_000 };

/**
 * The MCP sessions of one server process. A session keeps its server between POSTs, which is what
 * lets a client's `notifications/cancelled` reach the tool call it cancels. Bounded in number and
 * closed when idle, so a client that never sends DELETE holds nothing for long.
 */
export class McpSessions {
  private readonly sessions = new Map<string, McpSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly limits: McpSessionLimits = DEFAULT_MCP_SESSION_LIMITS) {
    this.sweeper = setInterval(() => this.closeIdle(), Math.max(1_000, Math.min(60_000, limits.idleMs / 4)));
    this.sweeper.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  get hasRoom(): boolean {
    return this.sessions.size < this.limits.maxSessions;
  }

  add(id: string, session: McpSession): void {
    this.sessions.set(id, session);
  }

  /** The session with this id opened by this owner (undefined for an unknown id or another owner's session). */
  find(id: string, owner: string): McpSession | undefined {
    const session = this.sessions.get(id);
    if (!session || session.owner !== owner) return undefined;
    session.lastUsed = Date.now();
    return session;
  }

  /** Forgets a session (its transport closed: DELETE, idle, shutdown). */
  remove(id: string): void {
    this.sessions.delete(id);
  }

  closeIdle(now = Date.now()): void {
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed >= this.limits.idleMs) void this.closeOne(id, session);
    }
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions].map(([id, session]) => this.closeOne(id, session)));
  }

  private async closeOne(id: string, session: McpSession): Promise<void> {
    this.sessions.delete(id);
    // Closing the server aborts the tool calls still running in the session.
    await session.transport.close().catch(() => undefined);
    await session.server.close().catch(() => undefined);
  }
}
