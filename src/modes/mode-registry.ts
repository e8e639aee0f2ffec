import { ConfigError } from '../errors/config-error.js';
import type { RetrievalMode } from './retrieval-mode.js';
import { singleMode } from './single/single-mode.js';

const modes = new Map<string, RetrievalMode>([[singleMode.name, singleMode]]);

export function registerMode(mode: RetrievalMode): void {
  modes.set(mode.name, mode);
}

export function modeNames(): string[] {
  return [...modes.keys()];
}

export function getMode(name: string): RetrievalMode {
  const mode = modes.get(name);
  if (!mode) throw new ConfigError(`unknown mode "${name}"`, `choose one of: ${modeNames().join(', ')}`);
  return mode;
}
