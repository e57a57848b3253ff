import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { CliIo } from './cliIo.ts';

/** At most this many workers by default: parts get small and each worker starts the engine. */
const MAX_DEFAULT_WORKERS = 3;

/**
 * `WTT_CHECK_WORKERS` when it is a whole number (0 turns splitting off), else one worker per other core.
 */
export function checkWorkersFrom(setting: string | undefined, cores: number): number {
  if (setting !== undefined && /^\d+$/.test(setting.trim())) return Number(setting.trim());
  return Math.max(0, Math.min(cores - 1, MAX_DEFAULT_WORKERS));
}

/** The CLI's input and output on the real file system and standard input. */
export const nodeIo: CliIo = {
  readFile: (file) => readFileSync(file, 'utf8'),
  readStdin: () => readFileSync(0, 'utf8'),
  writeFile(file, content) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  },
  checkWorkers: checkWorkersFrom(process.env.WTT_CHECK_WORKERS, availableParallelism()),
};
