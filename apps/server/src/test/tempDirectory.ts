import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temporary folder that PostgreSQL's own account can pass through (mkdtemp makes it private). */
export async function makeTraversableTempDirectory(
  prefix: string,
): Promise<{ path: string; remove(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(directory, 0o755);
  return { path: directory, remove: () => rm(directory, { recursive: true, force: true }) };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
