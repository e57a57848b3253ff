import type { GuideIssue } from '../rules/types.ts';

/** A guide that cannot be used: every problem found, each with the path of the offending value. */
export class GuideError extends Error {
  readonly issues: readonly GuideIssue[];

  constructor(issues: readonly GuideIssue[]) {
    super(`The guide is not valid: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
    this.name = 'GuideError';
    this.issues = issues;
  }
}
