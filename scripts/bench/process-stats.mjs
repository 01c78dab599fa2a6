// CPU time and memory of this machine's processes, read from /proc (Linux): what each process of a stack used
// during a phase of a benchmark.
import { readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) the process has used so far; 0 once it is gone. @param {number | undefined} pid */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0;
  }
}

/** Resident memory in MB; 0 once the process is gone. @param {number | undefined} pid */
export function rssMegabytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** `load 0.52 0.61 0.40 (2 cores)`: the machine's 1, 5 and 15 minute load averages. */
export function machineLoad() {
  return `load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`;
}

/**
 * CPU used by a changing set of processes over one or more spans (`start` … `stop`): `pidsOf` names them at each end
 * (PostgreSQL backends come and go). A process that ended within a span is not counted.
 * @param {() => Promise<(number | undefined)[]>} pidsOf
 */
export function cpuMeter(pidsOf) {
  let seconds = 0;
  /** @type {Map<number | undefined, number>} */
  let atStart = new Map();
  return {
    async start() {
      atStart = new Map((await pidsOf()).map((pid) => [pid, cpuSeconds(pid)]));
    },
    async stop() {
      for (const pid of await pidsOf()) seconds += cpuSeconds(pid) - (atStart.get(pid) ?? 0);
    },
    get seconds() {
      return seconds;
    },
  };
}
