import { InvalidArgumentError } from 'commander';

export function parsePositiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return number;
}
