import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerptFile } from '../helpers/excerpt-index.js';
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

  beforeAll(async () => {
    running = await startTestServer(8092, COLLECTION, { apiKeys: [KEY] });
    expect((await running.hg.ingest(excerptFile)).passages).toBe(150);
  });
  afterAll(async () => {
    await running?.close();
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
