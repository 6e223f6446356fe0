// Debian packages the tests need (Chromium, PostgreSQL), installed when missing: as root directly,
// otherwise through passwordless sudo. Throws with `hint` when it cannot.
import { execFileSync } from 'node:child_process';

export function aptInstall(packages, hint) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const [command, ...rest] = isRoot ? args : ['sudo', '-n', ...args];
    execFileSync(command, rest, { stdio: 'inherit', env });
  };
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } catch (error) {
    throw new Error(`Could not install ${packages.join(', ')} (${error.message}). ${hint}`, { cause: error });
  }
}

function onPath(binary) {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `binary` on the PATH, installing Debian's `debianPackage` for it when it is missing; returns the binary's name. */
export function ensureCommand(binary, debianPackage) {
  if (onPath(binary)) return binary;
  console.log(`${binary} not found: installing Debian's ${debianPackage} package with apt-get…`);
  aptInstall([debianPackage], `Install it yourself (\`sudo apt-get install ${debianPackage}\`).`);
  if (!onPath(binary)) throw new Error(`apt-get finished but there is no ${binary} on the PATH.`);
  return binary;
}
