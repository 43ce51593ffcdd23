// Load at a fixed number of connections from wrk (Debian's package: apt-get install -y wrk), a load
// generator in C: on a machine shared with the server it leaves the server most of the CPU, where
// autocannon, in Node, took a core of its own and its figures were mostly its own (decision 0013).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// wrk calls done() once at the end: the figures as one JSON line (latency in µs).
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`;

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** CPU time a process (all its threads) has used, user and system, in µs: from /proc (Linux). */
export function cpuUs(pid) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/**
 * Loads `url` with `connections` connections for `seconds` s (one wrk thread). Given the server's `pid`,
 * also the server's CPU time per answer (user + system, all its threads): unlike requests/s, it does not
 * move with what else the machine runs at that minute.
 * @returns {{ requestsPerSec: number, p50Ms: number, p99Ms: number, non2xx: number, errors: number, cpuUsPerRequest?: number }}
 */
export function wrk(url, options) {
  const load = prepare(options);
  try {
    return load.figures(spawnSync('wrk', [...load.args, url], { encoding: 'utf8' }));
  } finally {
    load.done();
  }
}

/**
 * As `wrk`, without blocking this process meanwhile: for a bench that keeps reading its servers' output
 * or sampling their memory while the load runs.
 */
export async function wrkAsync(url, options) {
  const load = prepare(options);
  try {
    const run = await new Promise((resolve) =>
      execFile('wrk', [...load.args, url], { encoding: 'utf8' }, (error, stdout, stderr) =>
        resolve({ status: error ? 1 : 0, error: error?.code === 'ENOENT' ? error : undefined, stdout, stderr }),
      ),
    );
    return load.figures(run);
  } finally {
    load.done();
  }
}

/** wrk's arguments with the report script; `figures(run)` reads what it printed. */
function prepare({ connections, seconds, headers = {}, pid }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tea-wrk-'));
  const script = path.join(dir, 'report.lua');
  writeFileSync(script, REPORT);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const cpuBefore = pid ? cpuUs(pid) : 0;
  return {
    args,
    done: () => rmSync(dir, { recursive: true, force: true }),
    figures(run) {
      const cpuUsed = pid ? cpuUs(pid) - cpuBefore : 0;
      if (run.error) throw new Error(`wrk could not run (${run.error.message}): apt-get install -y wrk`);
      if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
      const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
      return {
        requestsPerSec: Math.round(r.requests / (r.durationUs / 1e6)),
        p50Ms: Math.round(r.p50Us / 100) / 10,
        p99Ms: Math.round(r.p99Us / 100) / 10,
        non2xx: r.non2xx,
        errors: r.errors,
        ...(pid && { cpuUsPerRequest: Math.round((cpuUsed / r.requests) * 10) / 10 }),
      };
    },
  };
}
