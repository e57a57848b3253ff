// The text area of the editor page: toolbar, the text with its highlights, and the card of the finding under
// the mouse or the cursor (hover or keyboard focus on a highlight, issue 12).
import { Kbd, Stack, Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { useEditorFindings } from '../extensions/useEditorFindings.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { FindingCard, type AnchorBox } from './FindingCard.tsx';
import classes from './TextEditor.module.css';

/** Moving from a highlight to its card crosses a gap; the card waits this long before closing. */
const HOVER_CLOSE_DELAY_MS = 250;

function findingKeyAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLElement>('[data-finding-key]')?.dataset.findingKey ?? null;
}

function anchorOf(editor: Editor, surface: HTMLElement | null, key: string): AnchorBox | null {
  if (surface === null) return null;
  const spans = editor.view.dom.querySelectorAll<HTMLElement>(`[data-finding-key="${CSS.escape(key)}"]`);
  const first = spans[0];
  if (first === undefined) return null;
  const box = first.getBoundingClientRect();
  const origin = surface.getBoundingClientRect();
  return { left: box.left - origin.left, top: box.top - origin.top, width: box.width, height: box.height };
}

export function TextEditor({ editor, ruleName }: { editor: Editor; ruleName: (ruleId: string) => string }) {
  const findings = useEditorFindings(editor);
  const focused = useEditorState({ editor, selector: ({ editor: e }) => e.isFocused });
  const [surface, setSurface] = useState<HTMLDivElement | null>(null);
  const [hoverKey, setHoverKey] = useState<string | null>(null);
  const [cardFocused, setCardFocused] = useState(false);
  const [suppressedKey, setSuppressedKey] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cursorKey = findings.atSelection?.key ?? null;
  // Escape hides the card of the finding under the cursor until the cursor moves.
  useEffect(() => {
    const forget = () => setSuppressedKey(null);
    editor.on('selectionUpdate', forget);
    return () => {
      editor.off('selectionUpdate', forget);
      clearTimeout(closeTimer.current);
    };
  }, [editor]);

  const keyboardKey = (focused || cardFocused) && cursorKey !== suppressedKey ? cursorKey : null;
  const cardKey = hoverKey ?? keyboardKey;
  const finding: EditorFinding | null = findings.visible.find((f) => f.key === cardKey) ?? null;
  const anchor = finding === null ? null : anchorOf(editor, surface, finding.key);

  const onMouseOver = (event: MouseEvent) => {
    const key = findingKeyAt(event.target);
    if (key === null) return;
    clearTimeout(closeTimer.current);
    setHoverKey(key);
  };
  const onMouseOut = (event: MouseEvent) => {
    if (findingKeyAt(event.target) === null || findingKeyAt(event.relatedTarget) !== null) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setHoverKey(null), HOVER_CLOSE_DELAY_MS);
  };
  const onCardHover = (hovered: boolean) => {
    clearTimeout(closeTimer.current);
    if (!hovered) closeTimer.current = setTimeout(() => setHoverKey(null), HOVER_CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Alt+Enter takes the keyboard into the card of the finding at the cursor.
    if (event.key !== 'Enter' || !event.altKey || finding === null) return;
    event.preventDefault();
    surface?.querySelector<HTMLElement>('[data-testid="finding-card"] button')?.focus();
  };
  const closeCard = () => {
    setHoverKey(null);
    setCardFocused(false);
    setSuppressedKey(cursorKey);
  };
  const backToText = () => {
    closeCard();
    editor.commands.focus();
  };

  return (
    <Stack gap="xs">
      <EditorToolbar editor={editor} />
      <div
        ref={setSurface}
        className={classes.surface}
        onMouseOver={onMouseOver}
        onMouseOut={onMouseOut}
        onKeyDown={onKeyDown}
        onFocus={(event) => setCardFocused(isInCard(event.target))}
        onBlur={(event) => {
          if (!isInCard(event.relatedTarget)) setCardFocused(false);
        }}
        data-check-status={findings.status}
      >
        <EditorContent editor={editor} />
        {finding !== null && anchor !== null && (
          <FindingCard
            key={finding.key}
            finding={finding}
            ruleName={ruleName(finding.ruleId)}
            anchor={anchor}
            onApply={(replacement) => {
              editor.chain().focus().applyFix(finding.key, replacement).run();
              closeCard();
            }}
            onDismiss={() => {
              editor.chain().focus().dismissFinding(finding.key).run();
              closeCard();
            }}
            onIgnoreRule={() => {
              editor.chain().focus().ignoreRule(finding.ruleId).run();
              closeCard();
            }}
            onEscape={backToText}
            onHoverChange={onCardHover}
          />
        )}
      </div>
      <Text size="xs" c="dimmed">
        <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">↓</Kbd> next issue · <Kbd size="xs">Alt</Kbd>+
        <Kbd size="xs">↑</Kbd> previous issue · <Kbd size="xs">Alt</Kbd>+<Kbd size="xs">Enter</Kbd> act on the
        issue at the cursor · <Kbd size="xs">Esc</Kbd> back to the text
      </Text>
    </Stack>
  );
}

function isInCard(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-testid="finding-card"]') !== null;
}
