// The editor of the Edit, Match, Analyze page: the structures it keeps, the checking extension, and its
// content saved in local storage (restored when the page opens).
import type { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { createChecker } from './checkerSetup.ts';
import { loadEditorContent, saveEditorContent } from './editorStorage.ts';
import { Findings, getFindingsState } from './extensions/findingsExtension.ts';
import { EmptyPlaceholder } from './extensions/emptyPlaceholder.ts';
import { SafeLink } from './extensions/safeLink.ts';
import { SelectionHighlight } from './extensions/selectionHighlight.ts';

/** Long enough to coalesce a burst of keystrokes, short enough that a reload right after typing keeps it. */
const SAVE_DELAY_MS = 300;
// One check is in flight at a time and the latest text goes next, so a long delay buys nothing: a frame
// coalesces keystrokes of one burst, and the highlight of a typed word comes within the 50 ms target
// (bench/editor-keystroke.ts: 60 ms here gave a 73 ms median).
const CHECK_DELAY_MS = 16;

function save(editor: Editor) {
  const findings = getFindingsState(editor.state);
  saveEditorContent({
    doc: editor.getJSON(),
    ignoredRules: [...findings.ignoredRules],
    dismissed: [...findings.dismissed],
  });
}

export function useTextEditor(): Editor {
  const [saved] = useState(loadEditorContent);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editor = useEditor({
    extensions: [
      // Underline and strike are styling, not structure: text pasted with them keeps only the words.
      StarterKit.configure({ link: false, underline: false, strike: false, heading: { levels: [1, 2, 3] } }),
      SafeLink,
      SelectionHighlight,
      EmptyPlaceholder.configure({ text: 'Write or paste your text here…' }),
      Findings.configure({
        createChecker,
        debounceMs: CHECK_DELAY_MS,
        ignoredRules: saved?.ignoredRules ?? [],
        dismissed: saved?.dismissed ?? [],
      }),
    ],
    content: saved?.doc ?? '',
    // Saved content the schema cannot fully read keeps what it can rather than breaking the page.
    enableContentCheck: true,
    onContentError: () => console.warn('Part of the saved editor content could not be read.'),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-multiline': 'true',
        'aria-label': 'Text to check',
        class: 'wtt-prose',
        spellcheck: 'true',
      },
    },
    onUpdate: ({ editor: current }) => {
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        saveTimer.current = undefined;
        save(current);
      }, SAVE_DELAY_MS);
    },
  });
  useEffect(() => {
    // Ignoring a rule or dismissing a finding is saved at once; a pending save is not lost on leaving.
    let { ignoredRules, dismissed } = getFindingsState(editor.state);
    const onTransaction = ({ transaction }: { transaction: Transaction }) => {
      if (transaction.docChanged) return;
      const now = getFindingsState(editor.state);
      if (now.ignoredRules === ignoredRules && now.dismissed === dismissed) return;
      ({ ignoredRules, dismissed } = now);
      save(editor);
    };
    const flush = () => {
      if (saveTimer.current === undefined) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
      save(editor);
    };
    editor.on('transaction', onTransaction);
    window.addEventListener('pagehide', flush);
    return () => {
      editor.off('transaction', onTransaction);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [editor]);
  return editor;
}
