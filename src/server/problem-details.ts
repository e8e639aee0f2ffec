import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CancelledError } from '../errors/cancelled-error.js';
import { ConfigError } from '../errors/config-error.js';
import { DeadlineExceededError } from '../errors/deadline-exceeded-error.js';
import { isHopgraphError } from '../errors/hopgraph-error.js';
import { InputError } from '../errors/input-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import type { Problem } from './api-schemas.js';
import { RequestError } from './request-error.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The HTTP status of a hopgraph error code (callers decide by the code; the status follows HTTP's meaning). */
function statusOf(error: { code: string; retriable: boolean }): number {
  switch (error.code) {
    case 'HOPGRAPH_INPUT':
    case 'HOPGRAPH_CONFIG':
    case 'HOPGRAPH_VECTORS_MISSING':
    case 'HOPGRAPH_EMBED_MODEL_CHANGED':
      return 400;
    case 'HOPGRAPH_NEO4J_UNAVAILABLE':
    case 'HOPGRAPH_REDIS_UNAVAILABLE':
    case 'HOPGRAPH_GRAPH_TRANSIENT':
      return 503;
    case 'HOPGRAPH_LLM_UNAVAILABLE':
    case 'HOPGRAPH_EMBED_UNAVAILABLE':
      return 502;
    case 'HOPGRAPH_DEADLINE_EXCEEDED':
      return 504;
    // The client went away; nobody reads this (nginx's 499 "client closed request").
    case 'HOPGRAPH_CANCELLED':
      return 499;
    default:
      return error.retriable ? 503 : 500;
  }
}

/** Fastify's own errors (body parsing, content type, size) as hopgraph request errors. */
function fromFastifyError(error: { code?: string; statusCode?: number; message: string }): RequestError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new RequestError(413, 'HOPGRAPH_BODY_TOO_LARGE', 'the request body is larger than the server accepts', { hint: 'send fewer records a request (ingest in several requests)' });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new RequestError(415, 'HOPGRAPH_UNSUPPORTED_MEDIA_TYPE', 'send the body as application/json');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return new RequestError(error.statusCode, 'HOPGRAPH_INPUT', error.message);
  return undefined;
}

/**
 * An RFC 9457 problem for any error: hopgraph's stable `code` and `retriable` flag, the message and
 * hint of hopgraph errors, and never a stack trace; an unexpected error says only that it happened.
 */
export function problemFor(error: unknown, instance: string): Problem {
  let known = error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => `${issue.instancePath || '(body)'}: ${issue.message ?? 'invalid'}`).join('; ');
    known = new InputError(`invalid request ${error.validationContext ?? 'body'}: ${issues}`, { field: error.validationContext ?? 'body' });
  } else if (!isHopgraphError(error) && error instanceof Error) {
    known = fromFastifyError(error as Error & { code?: string; statusCode?: number }) ?? error;
  }
  if (isHopgraphError(known)) {
    const status = known instanceof RequestError ? known.status : statusOf(known);
    return {
      type: `urn:hopgraph:error:${known.code}`,
      title: titleOf(known),
      status,
      detail: known.message,
      instance,
      code: known.code,
      retriable: known.retriable,
      ...(known.hint ? { hint: known.hint } : {}),
    };
  }
  return {
    type: 'urn:hopgraph:error:HOPGRAPH_INTERNAL',
    title: 'internal error',
    status: 500,
    detail: 'the server failed on this request; its log has the details',
    instance,
    code: 'HOPGRAPH_INTERNAL',
    retriable: false,
  };
}

const REQUEST_TITLES: Record<number, string> = {
  401: 'unauthorized',
  404: 'not found',
  405: 'method not allowed',
  413: 'request body too large',
  415: 'unsupported media type',
  429: 'too many requests',
};

function titleOf(error: Error): string {
  if (error instanceof RequestError) return REQUEST_TITLES[error.status] ?? 'invalid request';
  if (error instanceof InputError || error instanceof ConfigError) return 'invalid request';
  if (error instanceof ServiceUnavailableError) return 'a service is unavailable';
  if (error instanceof CancelledError) return 'cancelled';
  if (error instanceof DeadlineExceededError) return 'deadline exceeded';
  return error.name.replace(/Error$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() || 'error';
}
