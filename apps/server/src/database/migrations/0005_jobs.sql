-- Jobs the user sees (DESIGN.md section 6): one record per job, ours; pg-boss only dispatches and retries.
-- The record's id is also the pg-boss job's id. input holds what the job needs until it finishes (then
-- it is cleared: builder samples are the user's texts and are not kept). worker_lock is the advisory-lock
-- key of the worker process running the job: while that process lives its database session holds the
-- lock, so a RUNNING record whose lock nobody holds was left behind by a dead process
-- (apps/server/src/jobs/interruptedJobs.ts).
CREATE TABLE text_job (
  id              uuid PRIMARY KEY,
  owner_id        uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  kind            text        NOT NULL,
  state           text        NOT NULL DEFAULT 'QUEUED'
                  CHECK (state IN ('QUEUED', 'RUNNING', 'SUCCESS', 'FAILURE')),
  progress        real        NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 100),
  stage           text        NOT NULL DEFAULT '',
  result          jsonb,
  cancelled       boolean     NOT NULL DEFAULT false,
  failure_reason  text,
  input           jsonb,
  attempts        integer     NOT NULL DEFAULT 0,
  worker_lock     integer,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  started_at      timestamptz,
  finished_at     timestamptz
);
CREATE INDEX text_job_owner_idx ON text_job (owner_id, created_at);
CREATE INDEX text_job_unfinished_idx ON text_job (state) WHERE state IN ('QUEUED', 'RUNNING');
CREATE INDEX text_job_finished_idx ON text_job (finished_at) WHERE finished_at IS NOT NULL;

-- Why each rule of a guide made by the guide builder is there: the profiler's evidence per rule
-- (reason and sample sentences). NULL for guides made any other way.
ALTER TABLE tone_of_voice ADD COLUMN evidence jsonb;
