import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../src/errors/config-error.js';
import { readHopRrfOptions } from '../../../../src/modes/hop-rrf/hop-rrf-options.js';

describe('readHopRrfOptions', () => {
  it('fills the defaults and ignores the shared options', () => {
    expect(readHopRrfOptions({ mode: 'hop-rrf', topK: 5 })).toMatchObject({ maxHops: 3, budgetMs: 1500, hopDecay: 0.7, rrfK: 5, maxFollowUps: 3, decomposeQuery: true });
  });

  it('accepts valid values', () => {
    expect(readHopRrfOptions({ maxHops: 10, budgetMs: 100, hopDecay: 1, decomposeQuery: false })).toMatchObject({ maxHops: 10, budgetMs: 100, hopDecay: 1, decomposeQuery: false });
  });

  it.each([
    [{ maxHops: 0 }, 'maxHops'],
    [{ maxHops: 11 }, 'maxHops'],
    [{ maxHops: 2.5 }, 'maxHops'],
    [{ budgetMs: 50 }, 'budgetMs'],
    [{ hopDecay: 0 }, 'hopDecay'],
    [{ decomposeQuery: 'yes' }, 'decomposeQuery'],
  ])('rejects %j with a ConfigError naming the option', (options, name) => {
    let error: unknown;
    try {
      readHopRrfOptions(options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).code).toBe('HOPGRAPH_CONFIG');
    expect((error as ConfigError).message).toContain(name);
  });
});
