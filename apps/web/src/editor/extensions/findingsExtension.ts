// The TipTap extension that checks the text as it changes and draws the findings (DESIGN section 6a). The
// check is asynchronous (a worker in the app), debounced a little and numbered with the document version it
// read; its findings are mapped through the edits made since before they are drawn.
import { Extension } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { Plugin, PluginKey, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import type { EditorChecker, GuideSource } from '../core/checkerProtocol.ts';
import { documentBlocks } from '../core/documentBlocks.ts';
import { toShownFindings } from '../core/shownFindings.ts';
import {
  DRAW_ALL_BELOW,
  drawnRangeAround,
  measureScreenRange,
  needsRedraw,
  selectionNotYetRead,
} from './drawnRange.ts';
import type { DismissedOccurrence, EditorFinding, FindingsAction, FindingsState } from './findingsState.ts';
import { applyFindingsTransaction, initialFindingsState, neighbourFinding } from './findingsState.ts';
import { safeFixChanges } from './safeFixes.ts';

export const findingsPluginKey = new PluginKey<FindingsState>('findings');

export interface FindingsOptions {
  /** Called once per editor view; the checker is disposed with the view. */
  createChecker: () => EditorChecker;
  /** Pause after the last change before checking: short enough to feel instant. */
  debounceMs: number;
  /** Rules ignored and occurrences dismissed in this document when it opens (restored from storage). */
  ignoredRules: readonly string[];
  dismissed: readonly DismissedOccurrence[];
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    findings: {
      /** The guide to check against (null: none); the text is checked again. */
      setCheckGuide: (guide: GuideSource | null) => ReturnType;
      /** Replaces the finding's text (or its fix's range, for the fix's own replacement). */
      applyFix: (findingKey: string, replacement: string) => ReturnType;
      /**
       * Applies the safe fixes (safeFixes.ts) of these findings in one transaction: one undo step, kept
       * apart from the typing before and after it.
       */
      applySafeFixes: (findingKeys: readonly string[]) => ReturnType;
      /** Hides this occurrence. */
      dismissFinding: (findingKey: string) => ReturnType;
      /** Hides every finding of the rule in this document. */
      ignoreRule: (ruleId: string) => ReturnType;
      /** Selects the finding and scrolls to it. */
      selectFinding: (findingKey: string) => ReturnType;
      nextIssue: () => ReturnType;
      previousIssue: () => ReturnType;
    };
  }
}

export function getFindingsState(state: Parameters<typeof findingsPluginKey.getState>[0]): FindingsState {
  return findingsPluginKey.getState(state) ?? initialFindingsState();
}

/** Schedules checks for one editor view and hands their results to the plugin state. */
function checkingView(view: EditorView, options: FindingsOptions) {
  const checker = options.createChecker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let guideOnChecker: { revision: number; ready: Promise<void> } | null = null;

  const dispatch = (action: FindingsAction) => {
    if (stopped) return;
    view.dispatch(view.state.tr.setMeta(findingsPluginKey, action).setMeta('addToHistory', false));
  };

  // One check at a time: the worker answers in order, so checks sent per keystroke would queue up behind
  // each other and the newest text would be drawn late. A change during a check asks for one more after it.
  let running = false;
  let again = false;

  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await checkOnce();
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      }
    }
  }

  async function checkOnce() {
    const state = getFindingsState(view.state);
    const revision = state.guideRevision;
    try {
      if (guideOnChecker?.revision !== revision) {
        guideOnChecker = { revision, ready: checker.setGuide(state.guide) };
      }
      await guideOnChecker.ready;
      if (state.guide === null) return;
      // The blocks' starts belong to the version checked; the reducer maps the findings from there.
      const { blocks, starts } = documentBlocks(view.state.doc);
      const version = getFindingsState(view.state).docVersion;
      const result = await checker.check(blocks, version);
      const findings = toShownFindings(result.findings, starts);
      dispatch({
        type: 'results',
        version: result.version,
        guideRevision: revision,
        findings,
        score: result.score,
      });
    } catch (error) {
      if (stopped) return;
      console.warn('The text could not be checked.', error);
      dispatch({ type: 'checkFailed', guideRevision: revision });
    }
  }

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  };

  // What is near the screen, read once a frame at most, after scrolling, resizing or a change.
  let frame: number | null = null;
  let waitedForSelection = 0;
  const measure = () => {
    frame = null;
    if (stopped) return;
    // A few frames at most: an anchor ProseMirror maps differently must not keep the highlights away.
    if (selectionNotYetRead(view) && waitedForSelection < 10) {
      waitedForSelection += 1;
      scheduleMeasure();
      return;
    }
    waitedForSelection = 0;
    const state = getFindingsState(view.state);
    // A short list is drawn whole: nothing to measure for.
    if (state.visible.length < DRAW_ALL_BELOW) return;
    const screen = measureScreenRange(view);
    if (screen !== null && needsRedraw(state.drawnRange, screen)) {
      dispatch({ type: 'drawnRange', range: drawnRangeAround(screen, view.state.doc.content.size) });
    }
  };
  const scheduleMeasure = () => {
    if (frame === null && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', scheduleMeasure, { capture: true, passive: true });
  window.addEventListener('resize', scheduleMeasure, { passive: true });
  scheduleMeasure();

  return {
    update(_view: EditorView, previous: Parameters<typeof getFindingsState>[0]) {
      const now = getFindingsState(view.state);
      const before = getFindingsState(previous);
      if (now.guideRevision !== before.guideRevision) schedule(0);
      else if (now.docVersion !== before.docVersion && now.guide !== null) schedule(options.debounceMs);
      if (now.docVersion !== before.docVersion || now.decorations !== before.decorations) scheduleMeasure();
    },
    destroy() {
      stopped = true;
      clearTimeout(timer);
      if (frame !== null) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', scheduleMeasure, { capture: true });
      window.removeEventListener('resize', scheduleMeasure);
      checker.dispose();
    },
  };
}

function selectFindingIn(tr: Transaction, finding: EditorFinding | null, dispatch: unknown): boolean {
  if (finding === null) return false;
  if (dispatch) {
    tr.setSelection(TextSelection.create(tr.doc, finding.from, finding.to))
      .setMeta(findingsPluginKey, { type: 'activate', key: finding.key } satisfies FindingsAction)
      .scrollIntoView();
  }
  return true;
}

export const Findings = Extension.create<FindingsOptions>({
  name: 'findings',

  addOptions() {
    return {
      createChecker: () => {
        throw new Error('The findings extension needs a checker.');
      },
      debounceMs: 16,
      ignoredRules: [],
      dismissed: [],
    };
  },

  addProseMirrorPlugins() {
    const options = this.options;
    return [
      new Plugin<FindingsState>({
        key: findingsPluginKey,
        state: {
          init: () => initialFindingsState(options.ignoredRules, options.dismissed),
          apply: (tr, state) =>
            applyFindingsTransaction(state, tr, tr.getMeta(findingsPluginKey) as FindingsAction | undefined),
        },
        props: {
          decorations: (state) => getFindingsState(state).drawn,
        },
        view: (view) => checkingView(view, options),
      }),
    ];
  },

  addCommands() {
    const act =
      (action: FindingsAction) =>
      ({ tr, dispatch }: { tr: Transaction; dispatch?: unknown }) => {
        if (dispatch) tr.setMeta(findingsPluginKey, action).setMeta('addToHistory', false);
        return true;
      };
    return {
      setCheckGuide: (guide) => act({ type: 'setGuide', guide }),
      dismissFinding: (key) => act({ type: 'dismiss', key }),
      ignoreRule: (ruleId) => act({ type: 'ignoreRule', ruleId }),
      applyFix:
        (key, replacement) =>
        ({ state, tr, dispatch }) => {
          const finding = getFindingsState(state).visible.find((f) => f.key === key);
          if (finding === undefined) return false;
          const range =
            finding.fix !== undefined && finding.fix.replacement === replacement ? finding.fix : finding;
          if (dispatch) {
            tr.insertText(replacement, range.from, range.to);
            tr.setMeta(findingsPluginKey, { type: 'resolve', keys: [key] } satisfies FindingsAction);
          }
          return true;
        },
      applySafeFixes:
        (keys) =>
        ({ state, tr, dispatch, view }) => {
          const wanted = new Set(keys);
          const changes = safeFixChanges(getFindingsState(state).visible, state.doc).filter((change) =>
            wanted.has(change.key),
          );
          if (changes.length === 0) return false;
          if (dispatch) {
            // From the last to the first, so each range is still where the check put it.
            for (const change of [...changes].reverse()) {
              tr.insertText(change.replacement, change.from, change.to);
            }
            closeHistory(tr);
            tr.setMeta(findingsPluginKey, {
              type: 'resolve',
              keys: changes.map((change) => change.key),
            } satisfies FindingsAction);
            // Typing right after the fixes starts an undo step of its own.
            queueMicrotask(() => {
              if (!view.isDestroyed) view.dispatch(closeHistory(view.state.tr));
            });
          }
          return true;
        },
      selectFinding:
        (key) =>
        ({ state, tr, dispatch }) =>
          selectFindingIn(tr, getFindingsState(state).visible.find((f) => f.key === key) ?? null, dispatch),
      nextIssue:
        () =>
        ({ state, tr, dispatch }) =>
          selectFindingIn(
            tr,
            neighbourFinding(getFindingsState(state).visible, state.selection, 1),
            dispatch,
          ),
      previousIssue:
        () =>
        ({ state, tr, dispatch }) =>
          selectFindingIn(
            tr,
            neighbourFinding(getFindingsState(state).visible, state.selection, -1),
            dispatch,
          ),
    };
  },

  addKeyboardShortcuts() {
    return {
      'Alt-ArrowDown': () => this.editor.commands.nextIssue(),
      'Alt-ArrowUp': () => this.editor.commands.previousIssue(),
    };
  },
});
