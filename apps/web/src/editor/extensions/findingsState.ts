// The findings extension's plugin state as a reducer (the ProseMirror lint example's layers, with
// Typerighter's mapping of late results): findings live in document positions, move with every edit, and a
// result computed for an older version is mapped through the edits made since (the checking pipeline's
// mapShownFindings, the one place that decides what survives an edit), or dropped when too old.
import type { EditorState, Transaction } from '@tiptap/pm/state';
import type { Mapping, StepMap } from '@tiptap/pm/transform';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { GuideSource, Score } from '../core/checkerProtocol.ts';
import { mapShownFindings, type ShownFinding } from '../core/shownFindings.ts';
import { highlightClass } from '../../checking/categoryStyles.ts';
import { drawnDecorations, mapDrawnRange, type DrawnRange } from './drawnRange.ts';

export interface EditorFinding {
  /** Stable while the finding lives: re-checks that find the same issue at the same place keep it. */
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly ruleId: string;
  readonly methodName: string;
  /** The category (a highlight type of spec section 3). */
  readonly type: string;
  readonly message: string;
  readonly severity: string;
  readonly suggestions: readonly string[];
  readonly fix?: { readonly from: number; readonly to: number; readonly replacement: string };
}

/** A finding as a check reports it, in positions of the document version it was checked at. */
export type CheckedFinding = Omit<EditorFinding, 'key'>;

export interface DismissedOccurrence {
  readonly ruleId: string;
  readonly methodName: string;
  readonly from: number;
  readonly to: number;
}

export type CheckStatus = 'no-guide' | 'checking' | 'ready' | 'error';

export interface FindingsState {
  /** Counts document changes; a check is numbered with the version it read. */
  readonly docVersion: number;
  /** The step maps of the latest changes, oldest first; the last one led to `docVersion`. */
  readonly recentMaps: readonly (readonly StepMap[])[];
  readonly guide: GuideSource | null;
  /** Counts guide changes, so a result for a previous guide is never shown. */
  readonly guideRevision: number;
  readonly resultVersion: number;
  readonly status: CheckStatus;
  readonly findings: readonly EditorFinding[];
  readonly dismissed: readonly DismissedOccurrence[];
  readonly ignoredRules: readonly string[];
  /** What the user sees: findings neither dismissed nor of an ignored rule, in document order. */
  readonly visible: readonly EditorFinding[];
  readonly activeKey: string | null;
  readonly score: Score | null;
  /** A highlight per shown finding. */
  readonly decorations: DecorationSet;
  /** The part of the document near the screen (null: not measured yet). */
  readonly drawnRange: DrawnRange | null;
  /** What ProseMirror draws: all of `decorations`, or on a text full of issues those near the screen. */
  readonly drawn: DecorationSet;
}

export type FindingsAction =
  | { type: 'setGuide'; guide: GuideSource | null }
  | {
      type: 'results';
      version: number;
      guideRevision: number;
      /** At positions of document version `version` (toShownFindings of the blocks checked). */
      findings: readonly ShownFinding[];
      score: Score;
    }
  | { type: 'checkFailed'; guideRevision: number }
  | { type: 'dismiss'; key: string }
  | { type: 'resolve'; keys: readonly string[] }
  | { type: 'ignoreRule'; ruleId: string }
  | { type: 'setIgnoredRules'; ruleIds: readonly string[] }
  | { type: 'activate'; key: string | null }
  | { type: 'drawnRange'; range: DrawnRange };

/** Results older than this many edits are dropped: a newer check is on its way anyway. */
export const MAX_MAPPED_EDITS = 200;

export function initialFindingsState(
  ignoredRules: readonly string[] = [],
  dismissed: readonly DismissedOccurrence[] = [],
): FindingsState {
  return {
    docVersion: 0,
    recentMaps: [],
    guide: null,
    guideRevision: 0,
    resultVersion: -1,
    status: 'no-guide',
    findings: [],
    dismissed,
    ignoredRules,
    visible: [],
    activeKey: null,
    score: null,
    decorations: DecorationSet.empty,
    drawnRange: null,
    drawn: DecorationSet.empty,
  };
}

const placeKey = (f: Pick<EditorFinding, 'ruleId' | 'methodName' | 'from' | 'to'>) =>
  `${f.ruleId}:${f.methodName}:${f.from}-${f.to}`;

function mapRange<T extends { from: number; to: number }>(item: T, mapping: Mapping): T | null {
  const from = mapping.map(item.from, 1);
  const to = mapping.map(item.to, -1);
  return from < to ? { ...item, from, to } : null;
}

function mapFinding<T extends CheckedFinding>(finding: T, mapping: Mapping): T | null {
  const moved = mapRange(finding, mapping);
  if (moved === null) return null;
  if (finding.fix === undefined) return moved;
  const fixFrom = mapping.map(finding.fix.from, 1);
  const fixTo = mapping.map(finding.fix.to, -1);
  // A fix whose range was edited no longer fits the text: keep the finding, drop its fix.
  if (fixTo < fixFrom) return { ...moved, fix: undefined };
  return { ...moved, fix: { ...finding.fix, from: fixFrom, to: fixTo } };
}

function mapAll<T extends { from: number; to: number }>(
  items: readonly T[],
  map: (item: T) => T | null,
): T[] {
  const result: T[] = [];
  for (const item of items) {
    const moved = map(item);
    if (moved !== null) result.push(moved);
  }
  return result;
}

/**
 * The step maps from document version `version` to `state.docVersion`; null when no longer known. Kept in
 * the plugin state rather than in the pipeline's mutable EditHistory: ProseMirror may apply a transaction
 * to a state that is never shown, and an immutable state stays right then.
 */
export function mapsSince(state: FindingsState, version: number): StepMap[] | null {
  const edits = state.docVersion - version;
  if (edits < 0 || edits > state.recentMaps.length) return null;
  return state.recentMaps.slice(state.recentMaps.length - edits).flat();
}

/** A pipeline finding in the extension's flat shape (what the card, the list and storage read). */
function toCheckedFinding(shown: ShownFinding): CheckedFinding {
  const { finding } = shown;
  return {
    from: shown.from,
    to: shown.to,
    ruleId: finding.id,
    methodName: finding.methodName,
    type: finding.type,
    message: finding.message,
    severity: finding.severity,
    suggestions: finding.suggestions,
    ...(shown.fix ? { fix: shown.fix } : {}),
  };
}

function withKeys(checked: readonly CheckedFinding[], previous: readonly EditorFinding[]): EditorFinding[] {
  const keyByPlace = new Map(previous.map((finding) => [placeKey(finding), finding.key]));
  const used = new Set<string>();
  return checked.map((finding) => {
    const place = placeKey(finding);
    let key = keyByPlace.get(place) ?? place;
    for (let n = 2; used.has(key); n += 1) key = `${place}#${n}`;
    used.add(key);
    return { ...finding, key };
  });
}

function isShown(state: FindingsState, finding: EditorFinding): boolean {
  if (state.ignoredRules.includes(finding.ruleId)) return false;
  return !state.dismissed.some(
    (d) =>
      d.ruleId === finding.ruleId &&
      d.methodName === finding.methodName &&
      d.from === finding.from &&
      d.to === finding.to,
  );
}

export function buildDecorations(
  state: EditorState['doc'],
  visible: readonly EditorFinding[],
  activeKey: string | null,
) {
  return DecorationSet.create(
    state,
    visible.map((finding) =>
      Decoration.inline(
        finding.from,
        finding.to,
        {
          class: `${highlightClass(finding.type)}${finding.key === activeKey ? ' is-active' : ''}`,
          'data-finding-key': finding.key,
          'data-category': finding.type,
        },
        // Typing at either edge does not grow the highlight: the new text has not been checked yet.
        { inclusiveStart: false, inclusiveEnd: false, key: finding.key },
      ),
    ),
  );
}

function reduce(state: FindingsState, action: FindingsAction): FindingsState {
  switch (action.type) {
    case 'setGuide':
      // The previous guide's highlights stay until the new guide's first result replaces them (a rule
      // added in the create-guide page changes the highlights without a blank flash); none without a guide.
      return {
        ...state,
        guide: action.guide,
        guideRevision: state.guideRevision + 1,
        resultVersion: -1,
        status: action.guide === null ? 'no-guide' : 'checking',
        findings: action.guide === null ? [] : state.findings,
        activeKey: null,
        score: action.guide === null ? null : state.score,
      };
    case 'results': {
      if (action.guideRevision !== state.guideRevision || action.version < state.resultVersion) return state;
      const maps = mapsSince(state, action.version);
      if (maps === null) return state;
      const mapped = mapShownFindings(action.findings, maps).map(toCheckedFinding);
      const findings = withKeys(mapped, state.findings);
      const activeKey = findings.some((f) => f.key === state.activeKey) ? state.activeKey : null;
      return {
        ...state,
        findings,
        activeKey,
        resultVersion: action.version,
        status: 'ready',
        score: action.score,
      };
    }
    case 'checkFailed':
      // Nothing shown can be vouched for: the highlights may be another guide's.
      return action.guideRevision === state.guideRevision
        ? { ...state, status: 'error', findings: [], score: null }
        : state;
    case 'dismiss': {
      const finding = state.findings.find((f) => f.key === action.key);
      if (finding === undefined) return state;
      const { ruleId, methodName, from, to } = finding;
      return { ...state, dismissed: [...state.dismissed, { ruleId, methodName, from, to }], activeKey: null };
    }
    case 'resolve': {
      const resolved = new Set(action.keys);
      return { ...state, findings: state.findings.filter((f) => !resolved.has(f.key)), activeKey: null };
    }
    case 'ignoreRule':
      if (state.ignoredRules.includes(action.ruleId)) return state;
      return { ...state, ignoredRules: [...state.ignoredRules, action.ruleId], activeKey: null };
    case 'setIgnoredRules':
      return { ...state, ignoredRules: action.ruleIds };
    case 'activate':
      return { ...state, activeKey: action.key };
    case 'drawnRange':
      return { ...state, drawnRange: action.range };
  }
}

/** The plugin's `apply`: move everything through the edit, then apply this transaction's action. */
export function applyFindingsTransaction(
  state: FindingsState,
  tr: Transaction,
  action: FindingsAction | undefined,
): FindingsState {
  let next = state;
  if (tr.docChanged) {
    const maps = [...state.recentMaps, tr.mapping.maps];
    next = {
      ...state,
      docVersion: state.docVersion + 1,
      recentMaps: maps.length > MAX_MAPPED_EDITS ? maps.slice(maps.length - MAX_MAPPED_EDITS) : maps,
      findings: mapAll(state.findings, (finding) => mapFinding(finding, tr.mapping)),
      dismissed: mapAll(state.dismissed, (d) => mapRange(d, tr.mapping)),
      drawnRange: mapDrawnRange(state.drawnRange, tr.mapping),
    };
  }
  if (action !== undefined) next = reduce(next, action);
  else if (tr.selectionSet && next.activeKey !== null) {
    // Moving the cursor off the active finding ends its emphasis.
    const active = next.findings.find((f) => f.key === next.activeKey);
    const { from, to } = tr.selection;
    if (active === undefined || from < active.from || to > active.to) next = { ...next, activeKey: null };
  }
  if (next === state) return state;
  if (action?.type === 'drawnRange') {
    return {
      ...next,
      drawn: drawnDecorations(next.decorations, tr.doc, next.visible.length, next.drawnRange),
    };
  }
  const visible = next.findings.filter((finding) => isShown(next, finding));
  const onlyMoved = action === undefined && next.activeKey === state.activeKey;
  if (onlyMoved) {
    // Typing moves what is drawn with the text; what comes near the screen is drawn on the next measure.
    return {
      ...next,
      visible,
      decorations: state.decorations.map(tr.mapping, tr.doc),
      drawn: state.drawn.map(tr.mapping, tr.doc),
    };
  }
  const decorations = buildDecorations(tr.doc, visible, next.activeKey);
  return {
    ...next,
    visible,
    decorations,
    drawn: drawnDecorations(decorations, tr.doc, visible.length, next.drawnRange),
  };
}

/** The finding after (`1`) or before (`-1`) the selection, wrapping around; null when there is none. */
export function neighbourFinding(
  visible: readonly EditorFinding[],
  selection: { from: number; to: number },
  direction: 1 | -1,
): EditorFinding | null {
  if (visible.length === 0) return null;
  if (direction === 1) {
    return visible.find((f) => f.from > selection.from) ?? visible[0] ?? null;
  }
  const before = visible.filter((f) => f.from < selection.from);
  return before[before.length - 1] ?? visible[visible.length - 1] ?? null;
}
