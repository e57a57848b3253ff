// The check service: what a checking thread (a Node worker thread, a Web Worker, or the calling thread)
// runs. Requests and outcomes are plain data, so they cross a thread boundary by structured clone; the
// service keeps the guides it has compiled, by key and version, so a guide is compiled once per version
// in each thread and its source crosses the boundary only when the thread lacks that version.
import { analyzeText } from '../analyzer/analyzeText.ts';
import type { Analysis } from '../analyzer/types.ts';
import { checkText } from '../check/checkText.ts';
import type { CheckResult } from '../check/types.ts';
import type { TextFormat } from '../document/types.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { GuideError } from '../guide/guideError.ts';
import type { CompiledGuide, GuideRule } from '../guide/types.ts';
import type { GlossaryTerm } from '../rules/parameters.ts';
import { CompiledGuideCache, type CacheBounds } from './compiledGuideCache.ts';

/** What a guide is compiled from: its rules and the terms of the glossaries they name, by glossary id. */
export interface GuideSource {
  readonly name: string;
  readonly rules: readonly GuideRule[];
  readonly glossaries: Readonly<Record<string, readonly GlossaryTerm[]>>;
}

/**
 * A guide by identity and version. The version must change whenever what the guide compiles from changes
 * (its rules, any of its glossaries): a service that holds `key` at `version` checks with what it holds.
 */
export interface GuideVersion {
  readonly key: string;
  readonly version: string;
}

/** A check to run. `source` is needed only when the service lacks the guide's version. */
export interface CheckRequest {
  readonly kind: 'match' | 'analyze';
  readonly text: string;
  readonly format: TextFormat;
  readonly guide?: GuideVersion;
  readonly source?: GuideSource;
}

/** What a check answers, told apart by `kind`. */
export type CheckOutcome =
  | { readonly kind: 'match'; readonly result: CheckResult }
  | { readonly kind: 'analyze'; readonly result: Analysis }
  /** The service does not hold the guide's version: send the request again with its source. */
  | { readonly kind: 'guideMissing' }
  /** The guide does not compile (e.g. saved under an older rule catalogue): its owner must change it. */
  | { readonly kind: 'guideInvalid'; readonly message: string };

export interface CheckService {
  run(request: CheckRequest): CheckOutcome;
}

/**
 * What a service keeps compiled unless told otherwise: up to 256 guides weighing up to 64 MB by
 * `compiledWeightKb`, enough for the guides a team checks with, and little beside a thread's heap limit.
 */
export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxGuides: 256, maxWeight: 64 * 1024 };

/**
 * About how many KB a guide takes once compiled: measured on Node 24 as about 25 KB per rule and 4 KB per
 * glossary term (term matchers hold each term's word forms). An estimate for the cache's bound, not a
 * measurement of the heap.
 */
export function compiledWeightKb(source: GuideSource): number {
  const terms = Object.values(source.glossaries).reduce((sum, glossary) => sum + glossary.length, 0);
  return 25 * source.rules.length + 4 * terms;
}

export function createCheckService(bounds: CacheBounds = DEFAULT_CACHE_BOUNDS): CheckService {
  const compiled = new CompiledGuideCache(bounds);

  /** The request's compiled guide (none for an analysis without one), or the outcome that ends it. */
  function guideFor(request: CheckRequest): { guide?: CompiledGuide } | { outcome: CheckOutcome } {
    const { guide, source } = request;
    if (guide === undefined) return {};
    const held = compiled.get(guide.key, guide.version);
    if (held !== undefined) return { guide: held };
    if (source === undefined) return { outcome: { kind: 'guideMissing' } };
    try {
      const fresh = compileGuide(
        { name: source.name, rules: source.rules },
        { glossaries: source.glossaries },
      );
      compiled.set(guide.key, guide.version, fresh, compiledWeightKb(source));
      return { guide: fresh };
    } catch (error) {
      if (!(error instanceof GuideError)) throw error;
      return { outcome: { kind: 'guideInvalid', message: error.message } };
    }
  }

  return {
    run(request) {
      const found = guideFor(request);
      if ('outcome' in found) return found.outcome;
      const { guide } = found;
      if (request.kind === 'match') {
        if (guide === undefined) throw new Error('a match needs a guide');
        return { kind: 'match', result: checkText(request.text, guide, { format: request.format }) };
      }
      return {
        kind: 'analyze',
        result: analyzeText(request.text, { format: request.format, ...(guide ? { guide } : {}) }),
      };
    },
  };
}
