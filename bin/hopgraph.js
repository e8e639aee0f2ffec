#!/usr/bin/env node
// Entry point of the `hopgraph` command. In a checkout (src/ present) it runs the TypeScript sources
// through tsx, so there is no build step to forget; an installed package runs the compiled dist/.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const source = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(source).href);
} else {
  await import(new URL('../dist/src/cli/main.js', import.meta.url).href);
}
