/** A mistake in how `wtt` was called: reported on stderr with exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** "cannot read 'x': no such file" for the Node errors people meet, the raw message otherwise. */
export function readFailure(path: string, error: unknown): UsageError {
  const code = (error as { code?: unknown } | null)?.code;
  const reason =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a folder, not a file'
        : code === 'EACCES'
          ? 'permission denied'
          : error instanceof Error
            ? error.message
            : String(error);
  return new UsageError(`cannot read '${path}': ${reason}`);
}
