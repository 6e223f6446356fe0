import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/**
 * Who holds a directory's lock, written in the lock so the next process can tell whether its holder
 * is still running: the machine (host name and, on Linux, the boot), the process id and, on Linux, when
 * that process started, so a process id the system gave to another process since is not mistaken for it.
 */
export interface LockHolder {
  readonly host: string;
  readonly bootId?: string;
  readonly pid: number;
  readonly startTime?: string;
}

/** /proc/<pid>/stat: the state (field 3) and the start time since boot (field 22); the name before them may hold spaces. */
async function processStat(pid: number): Promise<{ readonly state: string; readonly startTime: string } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields?.[0];
  const startTime = fields?.[19];
  return state && startTime ? { state, startTime } : undefined;
}

const bootId = async () => (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => undefined))?.trim() || undefined;

/** This process, as its lock records it. */
export async function thisProcess(): Promise<LockHolder> {
  const [boot, stat] = await Promise.all([bootId(), processStat(process.pid)]);
  return {
    host: hostname(),
    pid: process.pid,
    ...(boot ? { bootId: boot } : {}),
    ...(stat ? { startTime: stat.startTime } : {}),
  };
}

/** Whether `holder` ran on this machine since it last booted: only then does its process id mean anything here. */
export async function onThisMachine(holder: LockHolder): Promise<boolean> {
  const boot = await bootId();
  return holder.host === hostname() && holder.bootId === boot;
}

/**
 * Whether the process `holder` names (on this machine) still runs. A process killed by SIGKILL is gone
 * at once, though its parent may not have collected it yet (a zombie still answers signals); a process
 * id reused by another process since has another start time.
 */
export async function stillRuns(holder: LockHolder): Promise<boolean> {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = await processStat(holder.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.startTime === undefined || holder.startTime === stat.startTime;
}
