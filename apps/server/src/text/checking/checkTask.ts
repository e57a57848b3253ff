import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import {
  analyzeText,
  checkText,
  compileGuide,
  GuideError,
  type CompiledGuide,
  type TextFormat,
} from '@wtt/engine';
import { CompiledGuideCache } from './compiledGuideCache.ts';
import type { GuideSource } from './guideSource.ts';
import { toMatchAnswer } from './matchAnswer.ts';

/** A check to run: the text, how to read it, and the guide (by key and version) if any. */
export interface CheckTask {
  readonly kind: 'match' | 'analyze';
  readonly text: string;
  readonly format: TextFormat;
  readonly guide?: { readonly key: string; readonly version: string };
}

export type CheckAnswer = MatchAnswer | AnalyzeAnswer;

/** What a checker answers: the answer, a request for the guide's source, or a client error. */
export type CheckOutcome =
  | { readonly answer: CheckAnswer }
  | { readonly needsGuide: true }
  | { readonly error: { readonly status: 409; readonly message: string } };

/**
 * Runs check tasks with the guides it has compiled (the same code in a worker thread and in process).
 * Compiling builds every glossary rule's term matcher, which costs more than checking a short text.
 */
export class Checker {
  private readonly compiled = new CompiledGuideCache(256);

  run(task: CheckTask, source?: GuideSource): CheckOutcome {
    let guide: CompiledGuide | undefined;
    if (task.guide) {
      guide = this.compiled.get(task.guide.key, task.guide.version);
      if (!guide) {
        if (!source) return { needsGuide: true };
        try {
          guide = compileGuide(
            { name: source.name, rules: source.rules },
            { glossaries: new Map(source.glossaries) },
          );
        } catch (error) {
          // A guide saved under an older catalogue may no longer compile: its owner has to update it.
          if (!(error instanceof GuideError)) throw error;
          const message = `This guide's rules need an update before it can check texts: ${error.message}`;
          return { error: { status: 409, message } };
        }
        this.compiled.set(task.guide.key, task.guide.version, guide);
      }
    }
    if (task.kind === 'match') {
      if (!guide) throw new Error('a match needs a guide');
      return { answer: toMatchAnswer(checkText(task.text, guide, { format: task.format })) };
    }
    const { match, ...analysis } = analyzeText(task.text, {
      format: task.format,
      ...(guide ? { guide } : {}),
    });
    return { answer: { ...analysis, ...(match === undefined ? {} : { match: toMatchAnswer(match) }) } };
  }
}
