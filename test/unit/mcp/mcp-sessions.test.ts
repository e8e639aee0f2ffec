import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { McpSessions, type McpSession } from '../../../src/mcp/mcp-sessions.js';

/** A session whose server and transport only record that they were closed. */
function session(owner: string, lastUsed: number, closed: string[], name: string): McpSession {
  return {
    owner,
    lastUsed,
    server: { close: async () => void closed.push(`${name} server`) } as unknown as McpServer,
    transport: { close: async () => void closed.push(`${name} transport`) } as unknown as StreamableHTTPServerTransport,
  };
}

describe('McpSessions', () => {
  it('finds a session only for the owner that opened it, and refreshes its use', () => {
    const sessions = new McpSessions({ maxSessions: 2, idleMs: 60_000 });
    sessions.add('a', session('key-1', 0, [], 'a'));
    expect(sessions.find('a', 'key-2')).toBeUndefined();
    expect(sessions.find('b', 'key-1')).toBeUndefined();
    const found = sessions.find('a', 'key-1');
    expect(found?.lastUsed).toBeGreaterThan(0);
    void sessions.closeAll();
  });

  it('closes idle sessions (transport and server) and keeps the ones in use; has room up to its limit', async () => {
    const closed: string[] = [];
    const sessions = new McpSessions({ maxSessions: 2, idleMs: 1_000 });
    sessions.add('old', session('k', 1_000, closed, 'old'));
    expect(sessions.hasRoom).toBe(true);
    sessions.add('new', session('k', 5_000, closed, 'new'));
    expect(sessions.hasRoom).toBe(false);
    sessions.closeIdle(5_500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toEqual(['old transport', 'old server']);
    expect(sessions.size).toBe(1);
    expect(sessions.find('old', 'k')).toBeUndefined();
    await sessions.closeAll();
    expect(closed).toEqual(['old transport', 'old server', 'new transport', 'new server']);
    expect(sessions.size).toBe(0);
  });
});
