import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

let clockTicksPerSecond: number | undefined;

/** The kernel's clock tick (USER_HZ) that /proc reports CPU times in; 100 on every common Linux. */
function ticksPerSecond(): number {
  if (clockTicksPerSecond === undefined) {
    try {
      const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
      clockTicksPerSecond = Number.isFinite(value) && value > 0 ? value : 100;
    } catch {
      clockTicksPerSecond = 100;
    }
  }
  return clockTicksPerSecond;
}

/**
 * CPU seconds (user + system, all threads) another process has used so far, read from
 * `/proc/PID/stat`; undefined where there is no such file (not Linux, or the process is gone).
 * The command name (field 2) is in parentheses and may hold spaces, so fields are counted from
 * its closing parenthesis: utime and stime are fields 14 and 15.
 */
export function processCpuSeconds(pid: number): number | undefined {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return undefined;
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return undefined;
  return (userTicks + systemTicks) / ticksPerSecond();
}

/** CPU seconds (user + system, every thread) this process has used so far. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
