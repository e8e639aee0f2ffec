import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../../src/errors/cancelled-error.js';
import { ConfigError } from '../../../src/errors/config-error.js';
import { DeadlineExceededError } from '../../../src/errors/deadline-exceeded-error.js';
import { InputError } from '../../../src/errors/input-error.js';
import { ServiceUnavailableError } from '../../../src/errors/service-unavailable-error.js';
import { problemFor } from '../../../src/server/problem-details.js';
import { RequestError } from '../../../src/server/request-error.js';

describe('RFC 9457 problems', () => {
  it('carry the hopgraph code, retriable flag and hint with an HTTP status that follows the code', () => {
    expect(problemFor(new InputError('the question is empty', { field: 'question' }), '/v1/search')).toEqual({
      type: 'urn:hopgraph:error:HOPGRAPH_INPUT',
      title: 'invalid request',
      status: 400,
      detail: 'the question is empty',
      instance: '/v1/search',
      code: 'HOPGRAPH_INPUT',
      retriable: false,
    });
    expect(problemFor(new ConfigError('bad option', 'fix it'), '/x')).toMatchObject({ status: 400, code: 'HOPGRAPH_CONFIG', hint: 'fix it' });
    expect(problemFor(new ServiceUnavailableError('neo4j', 'down'), '/x')).toMatchObject({ status: 503, code: 'HOPGRAPH_NEO4J_UNAVAILABLE', retriable: true });
    expect(problemFor(new DeadlineExceededError(), '/x')).toMatchObject({ status: 504, code: 'HOPGRAPH_DEADLINE_EXCEEDED', retriable: true });
    expect(problemFor(new CancelledError(), '/x')).toMatchObject({ status: 499, code: 'HOPGRAPH_CANCELLED', retriable: false });
    expect(problemFor(new RequestError(429, 'HOPGRAPH_RATE_LIMITED', 'slow down', { retriable: true }), '/x')).toMatchObject({ status: 429, title: 'too many requests', retriable: true });
  });

  it('say nothing of an unexpected error but that it happened: no message, no stack', () => {
    const error = new TypeError('Cannot read properties of undefined (reading "secret")');
    const problem = problemFor(error, '/v1/search');
    expect(problem).toMatchObject({ status: 500, code: 'HOPGRAPH_INTERNAL', retriable: false });
    expect(JSON.stringify(problem)).not.toContain('secret');
    expect(JSON.stringify(problem)).not.toContain('at ');
  });

  it('map Fastify\'s body-size error to 413', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(problemFor(tooLarge, '/v1/search')).toMatchObject({ status: 413, code: 'HOPGRAPH_BODY_TOO_LARGE' });
  });
});
