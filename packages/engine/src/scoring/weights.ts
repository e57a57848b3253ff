import type { Severity } from '../rules/types.ts';

/** Penalty points of one finding by severity (docs/scoring.md). */
export const SEVERITY_WEIGHTS: Readonly<Record<Severity, number>> = { error: 3, warning: 2, suggestion: 1 };

/** Words per length unit: block findings count per 100 words of prose. */
export const WORDS_PER_UNIT = 100;

/** Penalty points per length unit that bring a score to 100·e⁻¹ ≈ 37. */
export const SCALE = 12;
