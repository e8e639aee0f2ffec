import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerModelCommands } from '../../../src/cli/commands/model-commands.js';
import { fetchModel } from '../../../src/embed/fetch-model.js';
import { hasModelFiles } from '../../../src/embed/model-directory.js';

/** A local server on its own port (the hub, or the storage it redirects to), answering from a handler. */
class LocalServer {
  readonly requests: Array<{ url: string; authorization: string | undefined }> = [];
  handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => void response.writeHead(404).end();
  private server: Server | undefined;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
      this.handler(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

describe('hopgraph model fetch --from hub (Hugging Face layout, served locally)', () => {
  const hub = new LocalServer();
  const storage = new LocalServer();
  const model = randomBytes(300_000);
  const tokenizer = Buffer.from(JSON.stringify({ model: { type: 'WordPiece', vocab: { '[UNK]': 0, '[CLS]': 1, '[SEP]': 2 } } }));
  /** What storage serves for the ONNX file (tests corrupt it), and what the hub announces for it. */
  let served: Buffer;
  let announcedSha: string;
  const directories: string[] = [];
  const scratch = (): string => {
    const directory = mkdtempSync(join(tmpdir(), 'hopgraph-hub-'));
    directories.push(directory);
    return join(directory, 'bge');
  };

  beforeAll(async () => {
    await hub.start();
    await storage.start();
    // Like the real hub: the LFS file (the ONNX model) answers 302 to storage on another origin with
    // its sha256 and size in X-Linked-* headers; a small git file (the tokenizer) is served directly.
    hub.handler = (request, response) => {
      if (request.url === '/Xenova/bge-small-en-v1.5/resolve/main/onnx/model_quantized.onnx') {
        response.writeHead(302, { location: `${storage.origin}/blobs/model?signed=1`, 'x-linked-etag': `"${announcedSha}"`, 'x-linked-size': String(model.length), etag: 'W/"git-blob-sha1"' });
        response.end();
      } else if (request.url === '/Xenova/bge-small-en-v1.5/resolve/main/tokenizer.json') {
        response.writeHead(200, { 'content-type': 'application/json', etag: '"0123abcd"' }).end(tokenizer);
      } else {
        response.writeHead(404).end('Entry not found');
      }
    };
    storage.handler = (request, response) => {
      if (request.url?.startsWith('/blobs/model')) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(served);
      else response.writeHead(404).end();
    };
  });
  beforeEach(() => {
    served = model;
    announcedSha = sha256(model);
    hub.requests.length = 0;
    storage.requests.length = 0;
  });
  afterAll(async () => {
    await hub.stop();
    await storage.stop();
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });

  it('downloads the ONNX file through the redirect and the tokenizer, checks the announced sha256, and writes the model folder', async () => {
    const directory = scratch();
    const result = await fetchModel({ modelName: 'bge-small-en-v1.5', directory, from: 'hub', hubUrl: `${hub.origin}/`, hubToken: 'secret' });
    expect(result).toEqual({ directory, fetched: true, source: `${hub.origin}/Xenova/bge-small-en-v1.5@main` });
    expect(readFileSync(join(directory, 'model.onnx')).equals(model)).toBe(true);
    expect(readFileSync(join(directory, 'tokenizer.json')).equals(tokenizer)).toBe(true);
    const manifest = JSON.parse(readFileSync(join(directory, 'model.json'), 'utf8')) as { model: string; files: Array<{ bytes: number; sha256: string | null }> };
    expect(manifest.model).toBe('bge-small-en-v1.5');
    expect(manifest.files).toEqual([
      expect.objectContaining({ bytes: model.length, sha256: sha256(model) }),
      expect.objectContaining({ bytes: tokenizer.length, sha256: null }),
    ]);
    // The token goes to the hub, never to the storage it redirects to.
    expect(hub.requests.map((request) => request.authorization)).toEqual(['Bearer secret', 'Bearer secret']);
    expect(storage.requests).toEqual([{ url: '/blobs/model?signed=1', authorization: undefined }]);
    // A second fetch finds the folder complete and asks nobody.
    expect((await fetchModel({ modelName: 'bge-small-en-v1.5', directory, from: 'hub', hubUrl: hub.origin })).fetched).toBe(false);
    expect(hub.requests).toHaveLength(2);
  });

  it('refuses a file whose bytes differ from the sha256 or size the hub announced, and writes nothing', async () => {
    const corrupted = Buffer.from(model);
    corrupted[1000] = corrupted[1000]! ^ 0xff;
    served = corrupted;
    const directory = scratch();
    await expect(fetchModel({ modelName: 'bge-small-en-v1.5', directory, from: 'hub', hubUrl: hub.origin })).rejects.toMatchObject({
      code: 'HOPGRAPH_EMBED_DOWNLOAD',
      retriable: false,
      message: expect.stringContaining(`differs from the ${sha256(model)} the hub announced`),
    });
    served = model.subarray(0, 1000);
    announcedSha = sha256(served);
    await expect(fetchModel({ modelName: 'bge-small-en-v1.5', directory, from: 'hub', hubUrl: hub.origin })).rejects.toThrow(`got 1000 bytes, the hub announced ${model.length}`);
    expect(hasModelFiles(directory)).toBe(false);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('names a missing repository or file (404) and does not retry it', async () => {
    const directory = scratch();
    await expect(fetchModel({ modelName: 'all-minilm-l6-v2', directory, from: 'hub', hubUrl: hub.origin })).rejects.toMatchObject({
      code: 'HOPGRAPH_EMBED_DOWNLOAD',
      retriable: false,
      message: expect.stringContaining(`${hub.origin}/Xenova/all-MiniLM-L6-v2/resolve/main/onnx/model_quantized.onnx failed: HTTP 404`),
    });
    expect(existsSync(join(directory, 'model.onnx'))).toBe(false);
  });

  it('`hopgraph model fetch --from hub` reads the hub from HOPGRAPH_MODEL_HUB_URL; an unknown --from is refused', async () => {
    const directory = scratch();
    const previous = process.env.HOPGRAPH_MODEL_HUB_URL;
    process.env.HOPGRAPH_MODEL_HUB_URL = hub.origin;
    try {
      const program = new Command().exitOverride();
      registerModelCommands(program);
      await program.parseAsync(['node', 'hopgraph', 'model', 'fetch', '--from', 'hub', '--dir', directory]);
      expect(readFileSync(join(directory, 'model.onnx')).equals(model)).toBe(true);
      const again = new Command().exitOverride();
      registerModelCommands(again);
      await expect(again.parseAsync(['node', 'hopgraph', 'model', 'fetch', '--from', 'ftp', '--dir', scratch()])).rejects.toMatchObject({ code: 'HOPGRAPH_INPUT' });
    } finally {
      if (previous === undefined) delete process.env.HOPGRAPH_MODEL_HUB_URL;
      else process.env.HOPGRAPH_MODEL_HUB_URL = previous;
    }
  });
});
