import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ownCpuSeconds, processCpuSeconds } from '../../../src/bench/process-cpu.js';

/** Spins until this process has used `seconds` more CPU (by its own clock), whatever else the machine runs. */
function burnCpu(seconds: number): number {
  const start = ownCpuSeconds();
  const wallLimit = performance.now() + 60_000;
  let x = 0;
  while (ownCpuSeconds() - start < seconds && performance.now() < wallLimit) {
    for (let index = 0; index < 10_000; index += 1) x += Math.sqrt(x + 1);
  }
  return x;
}

describe('process CPU accounting for the ingest bench', () => {
  it.runIf(process.platform === 'linux')('reads another view of this process\'s own CPU time from /proc, in seconds', () => {
    const procBefore = processCpuSeconds(process.pid);
    const ownBefore = ownCpuSeconds();
    burnCpu(0.3);
    const procAfter = processCpuSeconds(process.pid);
    const ownAfter = ownCpuSeconds();
    expect(procBefore).toBeTypeOf('number');
    const procDelta = procAfter! - procBefore!;
    const ownDelta = ownAfter - ownBefore;
    expect(ownDelta).toBeGreaterThanOrEqual(0.3);
    // /proc counts in clock ticks (10 ms); a wrong field or unit would be off by far more.
    expect(Math.abs(procDelta - ownDelta)).toBeLessThan(0.08);
  });

  it('is undefined for a process that does not exist', () => {
    const child = spawnSync(process.execPath, ['-e', '0']);
    expect(child.status).toBe(0);
    expect(processCpuSeconds(child.pid!)).toBeUndefined();
  });
});
