// Hands the picked guide to the editor's checker whenever it changes (null: no guide, no highlights).
import type { Editor } from '@tiptap/core';
import { useEffect } from 'react';
import type { GuideSource } from './core/checkerProtocol.ts';

export function useCheckGuide(editor: Editor, source: GuideSource | null): void {
  useEffect(() => {
    editor.commands.setCheckGuide(source);
  }, [editor, source]);
}
