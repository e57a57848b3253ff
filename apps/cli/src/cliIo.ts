/** What a command may do outside itself: read files and standard input, write files. */
export interface CliIo {
  /** The text of a file; throws a Node error (`code` ENOENT, EISDIR…) when it cannot be read. */
  readonly readFile: (path: string) => string;
  readonly readStdin: () => string;
  /** Writes a file, creating its folders. */
  readonly writeFile: (path: string, content: string) => void;
  /** Worker threads `check` may start beside the main one for a long text (0: none). */
  readonly checkWorkers: number;
}

/** What a command answers; the binary prints it and exits with `exitCode`. */
export interface CommandResult {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export const EXIT_OK = 0;
/** `check`: a finding of severity error remains; `import-glossary`: the CSV had problems. */
export const EXIT_FINDINGS = 1;
/** Bad usage: unknown command or flag, missing or unreadable file, invalid guide. */
export const EXIT_USAGE = 2;
