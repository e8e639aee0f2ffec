import { InvalidArgumentError } from 'commander';
import { parseOptionValue } from '../eval/mode-spec.js';

export function parsePositiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return number;
}

/** Collects repeated `--option key=value` flags into mode options (values parsed as JSON when they are JSON: numbers, booleans). */
export function collectModeOption(value: string, previous: Record<string, unknown> = {}): Record<string, unknown> {
  const separator = value.indexOf('=');
  if (separator <= 0) throw new InvalidArgumentError(`expected key=value, got "${value}"`);
  const key = value.slice(0, separator).trim();
  return { ...previous, [key]: parseOptionValue(value.slice(separator + 1).trim()) };
}
