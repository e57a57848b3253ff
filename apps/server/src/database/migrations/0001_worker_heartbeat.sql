-- Liveness of the job workers: each heartbeat job run upserts its worker's row, so /api/health can tell
-- whether jobs are being processed at all (workers may run in other processes, see WTT_ROLE).
CREATE TABLE worker_heartbeat (
  worker_id     text PRIMARY KEY,
  hostname      text        NOT NULL,
  pid           integer     NOT NULL,
  role          text        NOT NULL,
  beats         bigint      NOT NULL DEFAULT 1,
  last_beat_at  timestamptz NOT NULL DEFAULT now()
);
