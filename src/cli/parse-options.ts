import { InvalidArgumentError } from 'commander';
import { parseOptionValue } from '../eval/mode-spec.js';
import { compileOriginPattern } from '../retrieve/origin-pattern.js';

export function parsePositiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return number;
}

export function parseNonNegativeInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new InvalidArgumentError(`expected a whole number ≥ 0, got "${value}"`);
  return number;
}

/** Collects repeated `--option key=value` flags into mode options (values parsed as JSON when they are JSON: numbers, booleans). */
export function collectModeOption(value: string, previous: Record<string, unknown> = {}): Record<string, unknown> {
  const separator = value.indexOf('=');
  if (separator <= 0) throw new InvalidArgumentError(`expected key=value, got "${value}"`);
  const key = value.slice(0, separator).trim();
  return { ...previous, [key]: parseOptionValue(value.slice(separator + 1).trim()) };
}

/** Collects a repeatable string flag into a list, in the order given. */
export function collectRepeated(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The `--origin` / `--exclude-origin` flags (commander's `origin` / `excludeOrigin`) as the options `origin` / `excludeOrigins`. */
export function originOptionsOf(flags: { origin?: string[]; excludeOrigin?: string[] }): { origin?: string[]; excludeOrigins?: string[] } {
  return { ...(flags.origin ? { origin: flags.origin } : {}), ...(flags.excludeOrigin ? { excludeOrigins: flags.excludeOrigin } : {}) };
}

/** Collects a repeatable `--origin` / `--exclude-origin` pattern, refusing a bad one with its reason (commander names the flag). */
export function collectOriginPattern(value: string, previous: string[] | undefined): string[] {
  const compiled = compileOriginPattern(value);
  if (typeof compiled !== 'string') throw new InvalidArgumentError(compiled.reason);
  return collectRepeated(value, previous);
}
