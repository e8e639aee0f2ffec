import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationCounters } from '../../src/cancel/cancellation-scope.js';
import { excerptFile } from '../helpers/excerpt-index.js';
import { OpenAiStubServer } from '../helpers/openai-stub-server.js';
import { cliPath } from '../helpers/run-cli.js';
import { useScratchCollections } from '../helpers/scratch-collections.js';
import { startTestServer, type RunningServer } from '../helpers/serve-test-server.js';
import { testConfig } from '../helpers/test-config.js';

const KEY = 'mcp-test-key-0123456789abc';
const COLLECTION = 'mcp-main';
const TOOLS = ['answer', 'collections', 'graph_entity', 'graph_neighbours', 'graph_paths', 'passage', 'search'];

const textOf = (result: unknown): string => ((result as CallToolResult).content[0] as { text: string }).text;
const jsonOf = <T>(result: unknown): T => JSON.parse(textOf(result)) as T;

/** The checks every transport passes: the tools, their descriptions, and real answers from the index. */
async function exerciseTools(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
  for (const tool of tools) expect(tool.description!.length, tool.name).toBeGreaterThan(80);
  expect(tools.find((tool) => tool.name === 'search')!.inputSchema.required).toEqual(['question']);

  const found = jsonOf<{ mode: string; passages: Array<{ id: string; title: string; sentences: string[] }> }>(
    await client.callTool({ name: 'search', arguments: { question: "When did Lothair Ii's mother die?", mode: 'hop-rrf', topK: 3 } }),
  );
  expect(found.mode).toBe('hop-rrf');
  expect(found.passages.map((passage) => passage.title)).toContain('Lothair II');
  expect(found.passages[0]!.sentences.length).toBeGreaterThan(0);

  const entity = jsonOf<{ key: string }>(await client.callTool({ name: 'graph_entity', arguments: { name: 'Teutberga' } }));
  expect(entity.key).toBe('teutberga');
  const neighbours = jsonOf<unknown[]>(await client.callTool({ name: 'graph_neighbours', arguments: { entity: 'Teutberga', limit: 5 } }));
  expect(neighbours.length).toBeGreaterThan(0);
  expect(Array.isArray(jsonOf(await client.callTool({ name: 'graph_paths', arguments: { from: 'Teutberga', to: 'Lothair II', maxHops: 2 } })))).toBe(true);
  const passage = jsonOf<{ id: string; title: string }>(await client.callTool({ name: 'passage', arguments: { id: '2wiki-p00000' } }));
  expect(passage).toMatchObject({ id: '2wiki-p00000', title: 'Teutberga' });
  const collections = jsonOf<Array<{ name: string }>>(await client.callTool({ name: 'collections', arguments: {} }));
  expect(collections.map((item) => item.name)).toContain(COLLECTION);
  const answered = jsonOf<{ mode: string; passages: unknown[] }>(await client.callTool({ name: 'answer', arguments: { question: 'Who was the father of Teutberga?' } }));
  expect(answered.mode).toBe('megrag');

  // Errors are tool errors the agent can read: the hopgraph code and message.
  const badCollection = (await client.callTool({ name: 'search', arguments: { question: 'anything', collection: 'no such name!' } })) as CallToolResult;
  expect(badCollection.isError).toBe(true);
  expect(textOf(badCollection)).toMatch(/^HOPGRAPH_INPUT: collection name/);
  const badMode = (await client.callTool({ name: 'search', arguments: { question: 'anything', mode: 'no-such-mode' } })) as CallToolResult;
  expect(badMode.isError).toBe(true);
  // Arguments outside the schema are refused by the SDK's validation.
  const badArguments = (await client.callTool({ name: 'search', arguments: { question: 42 } })) as CallToolResult;
  expect(badArguments.isError).toBe(true);
}

useScratchCollections(testConfig(), [COLLECTION]);

describe('hopgraph MCP: the official SDK client over streamable HTTP (serve /mcp) and stdio (hopgraph mcp)', () => {
  let running: RunningServer;
  const stub = new OpenAiStubServer();

  beforeAll(async () => {
    await stub.start();
    // The LLM (hop-rrf's planner in the cancellation test) is the local stub; no reply cache.
    running = await startTestServer(8092, COLLECTION, { apiKeys: [KEY] }, { llm: { baseUrl: stub.baseUrl, maxRetries: 0, timeoutMs: 30_000, cache: false } });
    expect((await running.hg.ingest(excerptFile)).passages).toBe(150);
  });
  afterAll(async () => {
    await running?.close();
    await stub.stop();
  });

  it('streamable HTTP at /mcp, with the API key', async () => {
    const client = new Client({ name: 'hopgraph-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${running.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${KEY}` } } }));
    try {
      await exerciseTools(client);
    } finally {
      await client.close();
    }
  });

  it('streamable HTTP at /mcp refuses a client without the key (401)', async () => {
    const client = new Client({ name: 'hopgraph-test', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(`${running.baseUrl}/mcp`)))).rejects.toThrow(/401|nauthorized/);
  });

  it('a client that cancels a tool call (notifications/cancelled) stops its running search: the LLM request is aborted', async () => {
    let received = 0;
    // The planner's reply would take 20 s; the agent gives up long before.
    stub.onRequest(() => {
      received += 1;
      return { content: JSON.stringify({ follow: ['Teutberga'], reason: 'slow' }), delayMs: 20_000 };
    });
    const client = new Client({ name: 'hopgraph-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${running.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${KEY}` } } });
    await client.connect(transport);
    // Initializing opened a session: the cancellation notification is a POST of its own and reaches the same server.
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    try {
      const before = { ...cancellationCounters };
      const controller = new AbortController();
      const started = performance.now();
      const call = client
        .callTool(
          { name: 'search', arguments: { question: "When did Lothair Ii's mother die?", mode: 'hop-rrf', options: { planner: 'llm', plannerBudgetMs: 25_000, budgetMs: 60_000 } } },
          undefined,
          { signal: controller.signal, timeout: 60_000 },
        )
        .catch((error: unknown) => error);
      while (received < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      controller.abort('the agent moved on');
      expect(await call).toBeInstanceOf(Error);
      // The server receives the cancellation notification and aborts the search it runs: the LLM request in flight is aborted.
      for (let attempt = 0; attempt < 100 && cancellationCounters.llmRequestsAborted === before.llmRequestsAborted; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(cancellationCounters.llmRequestsAborted).toBe(before.llmRequestsAborted + 1);
      expect(cancellationCounters.operationsCancelled).toBeGreaterThan(before.operationsCancelled);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(received).toBe(1);
      // The session keeps working after the cancelled call.
      stub.reset();
      const found = jsonOf<{ passages: unknown[] }>(await client.callTool({ name: 'search', arguments: { question: 'Who was the father of Teutberga?', topK: 2 } }));
      expect(found.passages).toHaveLength(2);
      // DELETE ends the session; its id is then unknown (404, the client must initialize again), as is another key's use of a live one.
      const ended = transport.sessionId!;
      await transport.terminateSession();
      const late = await fetch(`${running.baseUrl}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': ended },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }),
      });
      expect(late.status).toBe(404);
      expect(await late.json()).toMatchObject({ code: 'HOPGRAPH_MCP_SESSION_NOT_FOUND' });
    } finally {
      await client.close();
      stub.reset();
    }
  }, 60_000);

  it('stdio: `hopgraph mcp --collection …` as a child process', async () => {
    const client = new Client({ name: 'hopgraph-test', version: '1.0.0' });
    const transport = new StdioClientTransport({ command: process.execPath, args: [cliPath, 'mcp', '--collection', COLLECTION], env: { ...(process.env as Record<string, string>) }, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await client.connect(transport);
    try {
      await exerciseTools(client);
    } finally {
      await client.close();
    }
    expect(stderr).not.toMatch(/Error|at .*\.ts:\d+/);
  });
});
