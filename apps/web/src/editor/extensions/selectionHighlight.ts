// The Selection highlight type (spec section 3): while the focus is elsewhere (the side panel, say), the
// selected text stays visibly marked, because Match and Analyze then cover only it (spec section 5: a
// selection counts only when its trimmed text is non-empty).
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { highlightClass } from '../../checking/categoryStyles.ts';

const selectionHighlightKey = new PluginKey<boolean>('selectionHighlight');

export const SelectionHighlight = Extension.create({
  name: 'selectionHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<boolean>({
        key: selectionHighlightKey,
        state: {
          init: () => false,
          apply: (tr, blurred) => {
            const meta: unknown = tr.getMeta(selectionHighlightKey);
            return typeof meta === 'boolean' ? meta : blurred;
          },
        },
        props: {
          handleDOMEvents: {
            blur: (view) => {
              view.dispatch(view.state.tr.setMeta(selectionHighlightKey, true));
              return false;
            },
            focus: (view) => {
              view.dispatch(view.state.tr.setMeta(selectionHighlightKey, false));
              return false;
            },
          },
          decorations: (state) => {
            if (selectionHighlightKey.getState(state) !== true) return null;
            const { from, to, empty } = state.selection;
            if (empty || state.doc.textBetween(from, to, ' ').trim() === '') return null;
            return DecorationSet.create(state.doc, [
              Decoration.inline(from, to, { class: highlightClass('Selection'), 'data-selection': 'true' }),
            ]);
          },
        },
      }),
    ];
  },
});
