import { RULES } from '../rules/catalogue.ts';
import { runProfile } from './runProfile.ts';
import type { ProfileInput, ProfileOptions, ProfileProgress, ProfileResult } from './types.ts';

/**
 * Derives a guide from sample texts (and the builder's glossaries): rules and thresholds that reflect
 * the samples, each with the sample sentences that are its evidence. Deterministic, and independent of
 * the order of the samples. Reports progress to `options.onProgress`.
 */
export function profileSamples(input: ProfileInput, options: ProfileOptions = {}): ProfileResult {
  const steps = profileSteps(input, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    options.onProgress?.(step.value);
  }
}

/**
 * The same as steps: yields a progress report at each stage boundary and step (reading samples,
 * profiling, deriving rules) and returns the result. A job reports each step and stops at a boundary
 * by no longer iterating (or calling `return()`).
 */
export function profileSteps(
  input: ProfileInput,
  options: ProfileOptions = {},
): Generator<ProfileProgress, ProfileResult, void> {
  // The catalogue is read when the profile runs, so rules added to it are considered.
  return runProfile(input, options, RULES);
}
