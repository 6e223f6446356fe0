// The machine a run was taken on, printed and written with its figures: timings mean little without it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fixed } from './stats.mjs';

/** The CPUs, memory, kernel, Chromium, Node and Lighthouse of this run; `benchmarkIndex` is Lighthouse's median, NaN without page loads. */
export function machine(chromium, benchmarkIndex) {
  const uname = execFileSync('uname', ['-a'], { encoding: 'utf8' }).trim();
  let memory = `${fixed(os.totalmem() / 1024 ** 3)} GiB`;
  try {
    memory = execFileSync('free', ['-h'], { encoding: 'utf8' }).split('\n')[1].trim().split(/\s+/)[1] + ' total';
  } catch {
    // no procps: os.totalmem() it is
  }
  return {
    cpus: `${os.availableParallelism()} x ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
    memory,
    uname,
    chromium,
    node: process.version,
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    lighthouseBenchmarkIndex: benchmarkIndex,
  };
}
