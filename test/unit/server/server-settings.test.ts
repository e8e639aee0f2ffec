import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors/config-error.js';
import { apiKeysFromEnvironment, isLoopbackHost, resolveServerSettings } from '../../../src/server/server-settings.js';

describe('server settings', () => {
  it('tells loopback addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '192.168.1.2', 'example.com', '::ffff:10.0.0.1', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses a non-loopback host without an API key, accepts it with one', () => {
    expect(() => resolveServerSettings({ host: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => resolveServerSettings({ host: '0.0.0.0' })).toThrow(/without an API key/);
    expect(resolveServerSettings({ host: '0.0.0.0', apiKeys: ['k'.repeat(16)] }).host).toBe('0.0.0.0');
    expect(resolveServerSettings({}).host).toBe('127.0.0.1');
  });

  it('reads comma-separated keys, refuses short ones and unknown settings', () => {
    expect(apiKeysFromEnvironment(' a-key-of-sixteen-chars ,, another-key-16-chars-x ')).toEqual(['a-key-of-sixteen-chars', 'another-key-16-chars-x']);
    expect(apiKeysFromEnvironment('')).toEqual([]);
    expect(apiKeysFromEnvironment(undefined)).toEqual([]);
    expect(() => resolveServerSettings({ apiKeys: ['short'] })).toThrow(/at least 16 characters/);
    expect(() => resolveServerSettings({ port: 70_000 })).toThrow(ConfigError);
    expect(() => resolveServerSettings({ bogus: true } as never)).toThrow(ConfigError);
  });
});
