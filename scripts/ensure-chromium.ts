// Makes sure Debian's Chromium is installed: installs it with apt when running as root, otherwise says how, in one line.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.ts';

/** Runs a command with its output shown; true when it succeeded. */
function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

if (!(findChromium())) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)…');
    if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
      console.error('Installing Chromium failed: run `sudo apt-get install -y chromium` and try again.');
      process.exit(1);
    }
  }
  if (!(findChromium())) {
    console.error('Chromium not found: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and try again.');
    process.exit(1);
  }
}
