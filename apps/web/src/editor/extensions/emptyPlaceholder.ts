// A hint inside the empty editor, drawn as a decoration (not text), so it is never checked or saved.
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

export const EmptyPlaceholder = Extension.create<{ text: string }>({
  name: 'emptyPlaceholder',
  addOptions: () => ({ text: '' }),
  addProseMirrorPlugins() {
    const text = this.options.text;
    return [
      new Plugin({
        key: new PluginKey('emptyPlaceholder'),
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild;
            if (doc.childCount !== 1 || first === null || !first.isTextblock || first.content.size > 0) {
              return null;
            }
            return DecorationSet.create(doc, [
              Decoration.node(0, first.nodeSize, { class: 'is-editor-empty', 'data-placeholder': text }),
            ]);
          },
        },
      }),
    ];
  },
});
