import type { z } from 'zod';
import { ConfigError } from '../errors/config-error.js';

/**
 * A mode's own options out of the pass-through search options: the keys of `schema` that are set
 * (other keys belong to the shared options or to other modes), validated, defaults filled in. A bad
 * value fails with a `ConfigError` naming the mode, the key and the problem, and `hint` if given.
 */
export function readModeOptions<Schema extends z.ZodObject>(mode: string, schema: Schema, options: Record<string, unknown>, hint?: string): z.output<Schema> {
  const own = Object.fromEntries(Object.keys(schema.shape).filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
  const parsed = schema.safeParse(own);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`invalid ${mode} options: ${problems}`, hint);
  }
  return parsed.data;
}
