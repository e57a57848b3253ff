import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CliIo } from './cliIo.ts';
import { CHECK_WORKERS } from './checkWorkers.ts';

/** The CLI's input and output on the real file system and standard input. */
export const nodeIo: CliIo = {
  readFile: (file) => readFileSync(file, 'utf8'),
  readStdin: () => readFileSync(0, 'utf8'),
  writeFile(file, content) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  },
  checkWorkers: CHECK_WORKERS,
};
