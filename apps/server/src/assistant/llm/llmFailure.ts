import { APICallError, RetryError } from 'ai';
import { JobFailure } from '../../jobs/jobErrors.ts';

/** What the job shows when the model did not answer in time. */
export function timeoutReason(timeoutMs: number): string {
  const seconds = Math.round(timeoutMs / 1000);
  return `The language model did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Please try again, or ask something shorter.`;
}

/**
 * A failure of the model's provider as the user reads it (the job's failureReason): never retried by the
 * job runner (the SDK has retried already), never the provider's raw answer, which may echo the request.
 */
export function providerFailure(error: unknown): JobFailure {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === undefined) {
      return new JobFailure('The language model service could not be reached. Please try again later.');
    }
    const settings =
      status === 401 || status === 403 || status === 404
        ? ' The administrator should check the LLM_BASE_URL, LLM_MODEL and LLM_API_KEY settings.'
        : ' Please try again later.';
    return new JobFailure(`The language model service answered with an error (HTTP ${status}).${settings}`);
  }
  if (cause instanceof TypeError) {
    // fetch's "fetch failed": the address did not answer.
    return new JobFailure('The language model service could not be reached. Please try again later.');
  }
  return new JobFailure('The language model gave an answer the assistant could not use. Please try again.');
}
