// The one place the editor's checks run, in the Web Worker and in-thread alike: compiles the guide (its
// glossaries from the source, as the server does for POST /match) and checks blocks incrementally.
// It imports the engine's runtime: only the worker and tests load this module.
import { compileGuide, createIncrementalChecker, type IncrementalChecker } from '@wtt/engine';
import type { BlockInput, EditorCheckResult, GuideSource } from '../core/checkerProtocol.ts';

export interface CheckSession {
  /** Throws the engine's GuideError on a guide that does not compile. */
  setGuide(source: GuideSource | null): void;
  check(blocks: readonly BlockInput[], version: number): EditorCheckResult;
}

const NO_FINDINGS = compileGuide({ name: 'No guide', rules: [] });

export function createCheckSession(): CheckSession {
  let checker: IncrementalChecker = createIncrementalChecker(NO_FINDINGS);
  return {
    setGuide(source) {
      const guide = source
        ? compileGuide(
            { name: source.name, rules: source.rules },
            { glossaries: new Map(Object.entries(source.glossaries)) },
          )
        : NO_FINDINGS;
      checker = createIncrementalChecker(guide);
    },
    check(blocks, version) {
      const { findings, score } = checker.check(blocks);
      const { checked, reused } = checker.lastRun;
      return { version, findings, score, checked, reused };
    },
  };
}
