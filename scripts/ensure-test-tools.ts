// Makes sure the Debian packages the tests drive are installed: Chromium (required: the browser tests) and nginx (the
// test of docs/deploy.md's configuration, skipped without it). Installs them with apt when running as root,
// otherwise says how, in one line.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.ts';

/** Runs a command with its output shown; true when it succeeded. */
function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** True when a command exists on PATH (or in sbin, where Debian puts nginx). */
const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], { stdio: 'ignore' }).status === 0;

const isRoot = process.getuid?.() === 0;
const canApt = isRoot && hasCommand('apt-get');
const missing = [...(findChromium() ? [] : ['chromium']), ...(hasCommand('nginx') ? [] : ['nginx-light'])];
if (missing.length > 0 && canApt) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the tests (apt-get install)…`);
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', ...missing])) {
    console.error(`Installing ${missing.join(' and ')} failed.`);
  }
}
if (!findChromium()) {
  console.error('Chromium not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and try again.');
  process.exit(1);
}
if (!hasCommand('nginx')) console.log('nginx not found: the nginx configuration test is skipped (`sudo apt-get install -y nginx-light` runs it).');
