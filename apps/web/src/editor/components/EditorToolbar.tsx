// The formatting toolbar: the structures the editor keeps (spec issue 12: headings, lists, bold, italic,
// links, inline code, code blocks), each a labelled toggle showing whether it is on at the cursor.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconCode,
  IconH1,
  IconH2,
  IconItalic,
  IconList,
  IconListNumbers,
  IconSourceCode,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { LinkControl } from './LinkControl.tsx';

interface ToolbarButtonProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, active, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function EditorToolbar({ editor }: { editor: Editor }) {
  const is = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      code: current.isActive('code'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      codeBlock: current.isActive('codeBlock'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <Group gap={4} role="toolbar" aria-label="Formatting" wrap="wrap">
      <ToolbarButton label="Bold" active={is.bold} onClick={() => run().toggleBold().run()}>
        <IconBold size={18} />
      </ToolbarButton>
      <ToolbarButton label="Italic" active={is.italic} onClick={() => run().toggleItalic().run()}>
        <IconItalic size={18} />
      </ToolbarButton>
      <ToolbarButton label="Inline code" active={is.code} onClick={() => run().toggleCode().run()}>
        <IconCode size={18} />
      </ToolbarButton>
      <LinkControl editor={editor} />
      <ToolbarButton label="Heading 1" active={is.h1} onClick={() => run().toggleHeading({ level: 1 }).run()}>
        <IconH1 size={18} />
      </ToolbarButton>
      <ToolbarButton label="Heading 2" active={is.h2} onClick={() => run().toggleHeading({ level: 2 }).run()}>
        <IconH2 size={18} />
      </ToolbarButton>
      <ToolbarButton
        label="Bulleted list"
        active={is.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <IconList size={18} />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        active={is.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <IconListNumbers size={18} />
      </ToolbarButton>
      <ToolbarButton label="Code block" active={is.codeBlock} onClick={() => run().toggleCodeBlock().run()}>
        <IconSourceCode size={18} />
      </ToolbarButton>
      <ToolbarButton label="Undo" disabled={!is.canUndo} onClick={() => run().undo().run()}>
        <IconArrowBackUp size={18} />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={!is.canRedo} onClick={() => run().redo().run()}>
        <IconArrowForwardUp size={18} />
      </ToolbarButton>
    </Group>
  );
}
