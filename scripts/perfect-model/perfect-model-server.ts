/**
 * An OpenAI-compatible HTTP endpoint (POST /v1/chat/completions) that answers megrag's step and
 * final prompts as a perfect model would (perfect-replies.ts), for MuSiQue questions. A test and
 * bench tool, not part of hopgraph: the real `openai` client reaches it through `llm.baseUrl`
 * (OPENAI_BASE_URL). It recognizes the prompt by its system message and the question by the text of
 * the user message's "question" field, nothing else. A repair turn (the client showing it its own
 * invalid reply) is answered from the first user message again. Token counts are estimated as
 * characters / 4. Every reply's record (what it saw and did) is kept for the diagnosis.
 */
import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEGRAG_FINAL_PROMPT, MEGRAG_STEP_PROMPT } from '../../src/llm/prompts.js';
import { GoldQuestionIndex, type GoldQuestion } from './musique-gold.js';
import { perfectFinalReply, perfectStepReply, type FinalPayload, type ReplyRecord, type StepPayload } from './perfect-replies.js';

interface ChatBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
}

export interface PerfectModelServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Appends one JSON line per reply record (and per refused request) to this file. */
  logFile?: string;
}

const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

export class PerfectModelServer {
  readonly records: ReplyRecord[] = [];
  /** Requests it could not answer (unknown prompt or question), with the reason. */
  readonly refused: Array<{ reason: string; excerpt: string }> = [];
  private readonly index: GoldQuestionIndex;
  private server: Server | undefined;
  baseUrl = '';

  constructor(
    questions: readonly GoldQuestion[],
    private readonly options: PerfectModelServerOptions = {},
  ) {
    this.index = new GoldQuestionIndex(questions);
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.options.port ?? 0, host, resolve);
    });
    this.baseUrl = `http://${host}:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** The reply content for one chat request, or an error reason. */
  answer(body: ChatBody): { content: string; record: ReplyRecord } | { error: string } {
    const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
    const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    let payload: { question?: unknown };
    try {
      payload = JSON.parse(user) as { question?: unknown };
    } catch {
      return { error: 'the user message is not JSON' };
    }
    const gold = typeof payload.question === 'string' ? this.index.find(payload.question) : undefined;
    if (!gold) return { error: `unknown question: ${String(payload.question).slice(0, 120)}` };
    if (system === MEGRAG_STEP_PROMPT.system) {
      const { reply, record } = perfectStepReply(gold, payload as StepPayload);
      return { content: JSON.stringify(reply), record };
    }
    if (system === MEGRAG_FINAL_PROMPT.system) {
      const { reply, record } = perfectFinalReply(gold, payload as FinalPayload);
      return { content: JSON.stringify(reply), record };
    }
    return { error: `not a megrag prompt: ${system.slice(0, 80)}` };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += chunk as string;
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found', type: 'perfect-model' } }));
      return;
    }
    let body: ChatBody;
    try {
      body = JSON.parse(raw) as ChatBody;
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'invalid JSON body', type: 'perfect-model' } }));
      return;
    }
    const result = this.answer(body);
    if ('error' in result) {
      this.refused.push({ reason: result.error, excerpt: raw.slice(0, 200) });
      if (this.options.logFile) appendFileSync(this.options.logFile, `${JSON.stringify({ kind: 'refused', reason: result.error })}\n`);
      // 400 is not retried by the client: the policy falls back at once, and the refusal is logged.
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: result.error, type: 'perfect-model' } }));
      return;
    }
    this.records.push(result.record);
    if (this.options.logFile) appendFileSync(this.options.logFile, `${JSON.stringify(result.record)}\n`);
    const promptText = (body.messages ?? []).map((message) => message.content).join('\n');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-perfect-${this.records.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'perfect-model',
        choices: [{ index: 0, message: { role: 'assistant', content: result.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: estimateTokens(promptText), completion_tokens: estimateTokens(result.content), total_tokens: estimateTokens(promptText) + estimateTokens(result.content) },
      }),
    );
  }
}
