// `npm start`: builds the web app when it is missing or out of date, then runs the server in this process
// (so Ctrl-C and SIGTERM reach the server's own orderly shutdown).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { webBuildIsStale } from './webBuildState.ts';

const root = path.resolve(import.meta.dirname, '..');

if (await webBuildIsStale(root)) {
  console.error('Building the web app (apps/web/dist)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@wtt/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web app build failed; see above.');
    process.exit(build.status ?? 1);
  }
}

await import('../apps/server/src/main.ts');
