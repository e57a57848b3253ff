import type { BlockKind, OffsetMap } from '../document/types.ts';
import { toSourceRange } from '../document/offsetMap.ts';
import type { CompiledGuide } from '../guide/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import type { CompiledRule, RuleMatch } from '../rules/types.ts';
import type { ScoredFinding } from '../scoring/computeScore.ts';
import type { Finding } from './types.ts';
import { runBlockRules, type BlockHit } from './ruleHits.ts';
import { verifyFixes } from './verifyFixes.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const WHITE_SPACE_UNITS = /\s/g;

/** A block checked by the block rules of a guide: depends only on its prose, so it can be cached. */
export interface CheckedBlock {
  readonly view: BlockView;
  readonly hits: readonly BlockHit[];
  /** The prose with all its fixes applied, when fix verification read it (for the document rules). */
  readonly fixed?: BlockView;
}

/** A block's prose to check. */
export interface ProseInput {
  readonly text: string;
  readonly kind: BlockKind;
  readonly level: number;
  /** The heading the block sits under (see `BlockView.heading`). */
  readonly heading?: string | undefined;
}

/**
 * Parses each block's prose once, runs the guide's block rules and verifies their fixes, a run of blocks
 * at a time: each run's syntax trees are let go when its rules are done (see `ProseView`), so they die
 * young instead of living to the end of a long text's check.
 */
export function checkProse(blocks: readonly ProseInput[], guide: CompiledGuide): CheckedBlock[] {
  const checked: CheckedBlock[] = [];
  for (const run of runsOf(blocks)) {
    const views = run.map((block) => analyzeProse(block.text, block.kind, block.level, block.heading));
    const { hits, fixedViews } = verifyFixes(
      views,
      runBlockRules(views, guide.blockRules),
      guide.blockRules,
      guide.documentRules.length > 0,
    );
    for (const [index, view] of views.entries()) {
      view.releaseTree();
      const fixed = fixedViews[index];
      checked.push({ view, hits: hits[index] ?? [], ...(fixed ? { fixed } : {}) });
    }
  }
  return checked;
}

/**
 * About how much prose the block rules read in one run: enough that a rule's set-up per run is paid
 * rarely, little enough that a run's trees are garbage before the young generation fills.
 */
const RUN_LENGTH = 4_000;

function* runsOf(blocks: readonly ProseInput[]): Generator<ProseInput[]> {
  let run: ProseInput[] = [];
  let length = 0;
  for (const block of blocks) {
    run.push(block);
    length += block.text.length;
    if (length >= RUN_LENGTH) {
      yield run;
      run = [];
      length = 0;
    }
  }
  if (run.length > 0) yield run;
}

/** A finding with what the score needs to know of it. */
export interface PlacedFinding {
  readonly finding: Finding;
  readonly scored: ScoredFinding;
}

/** Where a block's prose lies in the text its findings point into. */
export interface Placement {
  readonly map: OffsetMap;
  /** The text offsets point into: the whole input, or the block's own text. */
  readonly source: string;
  readonly format: 'plain' | 'markdown' | 'html';
  readonly blockId?: string;
}

/** Turns a rule's match in a block into a finding with offsets into the placement's source. */
export function placeMatch(
  rule: CompiledRule,
  match: RuleMatch,
  view: BlockView,
  placement: Placement,
): PlacedFinding {
  const { from, to } = toSourceRange(placement.map, match.from, match.to);
  const fix = match.fix ? placeFix(match.fix, view, placement) : undefined;
  const finding: Finding = {
    from,
    to,
    type: rule.info.category,
    id: rule.info.id,
    methodName: match.methodName ?? rule.info.id,
    message: match.message,
    severity: rule.info.severity,
    suggestions: [...(match.suggestions ?? [])],
    ...(fix ? { fix } : {}),
  };
  const sentence = sentenceAt(view, match.from);
  const sentenceRange = sentence ? toSourceRange(placement.map, sentence.start, sentence.end) : undefined;
  return {
    finding,
    scored: {
      id: finding.id,
      type: finding.type,
      severity: finding.severity,
      scope: rule.scope,
      ...(sentenceRange
        ? {
            sentence: {
              ...(placement.blockId === undefined ? {} : { blockId: placement.blockId }),
              ...sentenceRange,
            },
          }
        : {}),
    },
  };
}

/**
 * A fix in source offsets, offered only where the source holds the prose as is (no markup, entity or
 * masked span inside the range) so that replacing the range changes exactly the words it shows.
 */
function placeFix(
  fix: NonNullable<RuleMatch['fix']>,
  view: BlockView,
  placement: Placement,
): Finding['fix'] | undefined {
  const { from, to } = toSourceRange(placement.map, fix.from, fix.to);
  const prose = view.text.slice(fix.from, fix.to);
  const source = placement.source.slice(from, to);
  if (source.length !== prose.length || source.replace(WHITE_SPACE_UNITS, ' ') !== prose) return undefined;
  const replacement = placement.format === 'html' ? escapeHtml(fix.replacement) : fix.replacement;
  return { begin: from, end: to, replacement };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sentence that holds a prose offset (or the last one before it). */
function sentenceAt(view: BlockView, offset: number): BlockView['sentences'][number] | undefined {
  let low = 0;
  let high = view.sentences.length - 1;
  let found: BlockView['sentences'][number] | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = view.sentences[middle];
    if (!sentence) break;
    if (sentence.start <= offset) {
      found = sentence;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Findings in reading order: by start, then end, then rule id and check. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    a.from - b.from || a.to - b.to || a.id.localeCompare(b.id) || a.methodName.localeCompare(b.methodName)
  );
}
