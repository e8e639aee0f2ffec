import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted reply of the stub: a chat completion with `content`, or an HTTP error, after a delay. */
export interface StubReply {
  content?: string;
  status?: number;
  headers?: Record<string, string>;
  delayMs?: number;
  promptTokens?: number;
  completionTokens?: number;
}

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

/**
 * A local OpenAI-compatible HTTP server for tests: POST /v1/chat/completions answers from a script
 * (a queue of replies, then a handler function), so the real `openai` client code is exercised over
 * HTTP. This is the one external service hopgraph's tests may fake.
 */
export class OpenAiStubServer {
  readonly requests: ChatRequestBody[] = [];
  private readonly script: StubReply[] = [];
  private handler: ((body: ChatRequestBody) => StubReply) | undefined;
  private server: Server | undefined;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Queues replies, used in order before the handler. */
  enqueue(...replies: StubReply[]): void {
    this.script.push(...replies);
  }

  onRequest(handler: (body: ChatRequestBody) => StubReply): void {
    this.handler = handler;
  }

  reset(): void {
    this.script.length = 0;
    this.requests.length = 0;
    this.handler = undefined;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += chunk as string;
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as ChatRequestBody;
    this.requests.push(body);
    const reply = this.script.shift() ?? this.handler?.(body) ?? { status: 500 };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    if (reply.status && reply.status !== 200) {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify({ error: { message: `scripted ${reply.status}`, type: 'stub' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
    response.end(
      JSON.stringify({
        id: `chatcmpl-stub-${this.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: reply.promptTokens ?? 100, completion_tokens: reply.completionTokens ?? 20, total_tokens: (reply.promptTokens ?? 100) + (reply.completionTokens ?? 20) },
      }),
    );
  }
}

/**
 * A scripted reply to hopgraph's LLM OpenIE request, made from the request itself: for each passage,
 * one triple per sentence, `(title | is described by | Fact N)` (or `sentencesPerPassage` of them;
 * none for a passage `tripleless` names).
 */
export function openIeReplyFrom(body: ChatRequestBody, options: { tripleless?: (title: string) => boolean; sentencesPerPassage?: number } = {}): StubReply {
  const input = JSON.parse(body.messages.at(-1)!.content) as { passages: Array<{ passage: number; title: string; sentences: string[] }> };
  return {
    content: JSON.stringify({
      passages: input.passages.map((passage) => ({
        passage: passage.passage,
        triples: options.tripleless?.(passage.title)
          ? []
          : passage.sentences
              .slice(0, options.sentencesPerPassage ?? passage.sentences.length)
              .map((_, index) => ({ sentence: index, subject: passage.title, relation: 'is described by', object: `Fact ${index}` })),
      })),
    }),
  };
}
