import { isIP } from 'node:net';
import { z } from 'zod';
import { ConfigError } from '../errors/config-error.js';

/** How `hopgraph serve` listens and what it accepts. */
export const serverSettingsSchema = z
  .object({
    host: z.string().min(1).default('127.0.0.1'),
    port: z.number().int().min(0).max(65_535).default(8080),
    /** Bearer keys (HOPGRAPH_API_KEYS, comma-separated); none = no authentication, loopback only. */
    apiKeys: z.array(z.string().min(16, 'an API key must be at least 16 characters')).default([]),
    /** Largest JSON body of every route but ingest. */
    bodyLimitBytes: z.number().int().min(1024).default(1024 * 1024),
    /** Largest ingest body (its records). */
    ingestBodyLimitBytes: z.number().int().min(1024).default(64 * 1024 * 1024),
    /** Requests a key (or, without keys, a client address) may make a minute; 0 = no limit. */
    rateLimitPerMinute: z.number().int().min(0).default(600),
    /** A search or answer is stopped (504) after this long. */
    requestTimeoutMs: z.number().int().min(1).default(120_000),
    /** Origins allowed by CORS; none (the default) = no CORS headers, browsers on other origins are refused. */
    corsOrigins: z.array(z.string().min(1)).default([]),
    /** Serve MCP (streamable HTTP) at /mcp. */
    mcp: z.boolean().default(true),
    /** Log each request (Fastify's logger) on stderr. */
    log: z.boolean().default(false),
  })
  .strict();

export type ServerSettings = z.output<typeof serverSettingsSchema>;

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(address) !== 6) return false;
  return address === '::1' || address.startsWith('::ffff:127.');
}

/** The keys of HOPGRAPH_API_KEYS: comma-separated, blanks dropped. */
export function apiKeysFromEnvironment(value = process.env.HOPGRAPH_API_KEYS): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
}

/** Validates the settings; without an API key, a host other than loopback is refused. */
export function resolveServerSettings(input: z.input<typeof serverSettingsSchema>): ServerSettings {
  const parsed = serverSettingsSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(`invalid server settings: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(settings)'}: ${issue.message}`).join('; ')}`);
  }
  const settings = parsed.data;
  if (settings.apiKeys.length === 0 && !isLoopbackHost(settings.host)) {
    throw new ConfigError(
      `refusing to listen on ${settings.host} without an API key: anyone who can reach it could read and change the index`,
      'set HOPGRAPH_API_KEYS (comma-separated keys of 16+ characters, sent as `Authorization: Bearer <key>`), or listen on 127.0.0.1',
    );
  }
  return settings;
}
