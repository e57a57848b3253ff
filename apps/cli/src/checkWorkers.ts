import { availableParallelism, loadavg } from 'node:os';

/** At most this many workers by default: parts get small and each worker starts the engine. */
const MAX_DEFAULT_WORKERS = 3;

/**
 * How many worker threads `wtt check` may start for a long text: `WTT_CHECK_WORKERS` when it is a whole
 * number (0 turns splitting off), else one per two cores beyond the first two (at most 3), and none when
 * the machine is already busy (a load average above `cores - 0.5`). A checking thread keeps about 1.7
 * cores busy, V8's background compiling and garbage collection included, so on 2 cores a worker only
 * adds its start and a second heap's background work (bench/README.md, "Cold CLI").
 */
export function checkWorkersFrom(setting: string | undefined, cores: number, load: number): number {
  if (setting !== undefined && /^\s*\d+\s*$/.test(setting)) return Number(setting.trim());
  if (load > cores - 0.5) return 0;
  return Math.max(0, Math.min(Math.floor(cores / 2) - 1, MAX_DEFAULT_WORKERS));
}

/** This process's answer, read once (the early start of workers and `check` must agree). */
export const CHECK_WORKERS = checkWorkersFrom(
  process.env.WTT_CHECK_WORKERS,
  availableParallelism(),
  loadavg()[0] ?? 0,
);
