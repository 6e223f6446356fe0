// The fleet test puts three built servers behind a real load balancer. This installs Debian's
// haproxy package when its binary is missing and we may (root), and starts a throwaway HAProxy:
// round robin over the given servers on 127.0.0.1, a health check on each, its config in a
// temporary directory removed by `stop()`. `node scripts/ensure-haproxy.mjs` only installs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.mjs';
import { ensureCommand } from './apt-install.mjs';

const BINARY = 'haproxy';

export function ensureHaproxy() {
  return ensureCommand(BINARY, 'haproxy');
}

/** The balancer's config: what an operator would run in front of several `npm start`s. */
function haproxyConfig({ frontPort, statsPort, backends, healthPath }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A health check may take this long: a server busy on a loaded machine is slow, not down.
  timeout check 2s
  # Appends the client's address to X-Forwarded-For: the hop TRUST_PROXY=true reads.
  option forwardfor
  # A request the chosen server never took (connection refused, closed unanswered) goes to another.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend fleet
  bind 127.0.0.1:${frontPort}
  default_backend shellkit

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

backend shellkit
  balance roundrobin
  option httpchk GET ${healthPath}
  http-check expect status 200
  default-server check inter 250ms fall 2 rise 2
${backends.map(({ name, port }) => `  server ${name} 127.0.0.1:${port}`).join('\n')}
`;
}

/**
 * Starts HAProxy in front of `backends` (`[{ name, port }]`) and answers `{ origin, serverStates, stop }`
 * once it listens; `serverStates()` reads each server's health as HAProxy sees it (UP, DOWN, …) from
 * its stats page; `stop()` ends it and deletes its config, and is safe to call twice.
 */
export async function startHaproxy({ backends, healthPath }) {
  const binary = ensureHaproxy();
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-haproxy-'));
  const frontPort = await freePort();
  const statsPort = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig({ frontPort, statsPort, backends, healthPath }));
  // -db: stays in the foreground, so the child is HAProxy itself and ends with it.
  const child = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const serverStates = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    const at = (row, column) => row.split(',')[columns.indexOf(column)];
    return Object.fromEntries(
      rows
        .filter((row) => at(row, 'pxname') === 'shellkit' && at(row, 'svname') !== 'BACKEND')
        .map((row) => [at(row, 'svname'), at(row, 'status')]),
    );
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited (${child.exitCode}): ${output}`);
    }
    try {
      await serverStates();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`haproxy did not start within 10 s: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { origin: `http://127.0.0.1:${frontPort}`, serverStates, output: () => output, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureHaproxy());
