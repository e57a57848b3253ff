// "Fix all safe" (issue 12): every fix the engine verified against the whole guide, previewed in its
// sentence before anything changes; the ticked ones are applied together as one undoable step.
import { Badge, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { showNotice } from '../../api/toast.ts';
import { getFindingsState } from '../extensions/findingsExtension.ts';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { safeFixChanges, type SafeFixChange } from '../extensions/safeFixes.ts';
import classes from './FixAllSafe.module.css';

interface FixAllSafeProps {
  editor: Editor;
  visible: readonly EditorFinding[];
  ruleName: (ruleId: string) => string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function ChangeLine({ change }: { change: SafeFixChange }) {
  return (
    <Text size="sm" className={classes.context}>
      {change.before}
      <del className={classes.removed} aria-label={`remove “${change.original}”`}>
        {change.original}
      </del>
      <ins className={classes.added} aria-label={`insert “${change.replacement}”`}>
        {change.replacement}
      </ins>
      {change.after}
    </Text>
  );
}

export function FixAllSafe({ editor, visible, ruleName }: FixAllSafeProps) {
  const [changes, setChanges] = useState<SafeFixChange[] | null>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const safeCount = visible.filter((finding) => finding.fix !== undefined).length;
  if (visible.length === 0) return null;

  const open = () => {
    setUnticked(new Set());
    setChanges(safeFixChanges(getFindingsState(editor.state).visible, editor.state.doc));
  };
  const close = () => {
    setChanges(null);
  };
  const chosen = (changes ?? []).filter((change) => !unticked.has(change.key));
  const apply = () => {
    const applied = editor
      .chain()
      .focus()
      .applySafeFixes(chosen.map((change) => change.key))
      .run();
    close();
    if (applied) {
      showNotice({
        title: `Applied ${chosen.length === 1 ? '1 fix' : `${chosen.length} fixes`}`,
        message: `One undo (${isMac() ? '⌘Z' : 'Ctrl+Z'}) takes them all back.`,
      });
    }
  };
  const toggle = (key: string, ticked: boolean) => {
    setUnticked((current) => {
      const next = new Set(current);
      if (ticked) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="md" className={classes.bar}>
        <Text size="xs" c="dimmed">
          {safeCount === 0
            ? 'No issue has a fix that is safe to apply unread.'
            : `${safeCount} of ${visible.length} ${visible.length === 1 ? 'issue has' : 'issues have'} a fix checked against the whole guide.`}
        </Text>
        <Button size="compact-sm" variant="light" disabled={safeCount === 0} onClick={open}>
          Fix all safe…
        </Button>
      </Group>
      <Modal
        opened={changes !== null}
        onClose={close}
        title="Fix all safe issues"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {changes !== null && changes.length === 0 ? (
          <Stack gap="md">
            <Text size="sm">The text changed and none of these fixes applies any more.</Text>
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              Each change below keeps every other rule of the guide quiet. Untick any you do not want.
            </Text>
            <Stack gap="sm" component="ul" className={classes.list} aria-label="Changes to apply">
              {(changes ?? []).map((change) => (
                <li key={change.key} className={classes.item}>
                  <Checkbox
                    checked={!unticked.has(change.key)}
                    onChange={(event) => toggle(change.key, event.currentTarget.checked)}
                    label={
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={600}>
                          {ruleName(change.ruleId)}
                        </Text>
                        <Badge size="xs" variant="light" color="gray">
                          {change.category}
                        </Badge>
                      </Group>
                    }
                    description={<ChangeLine change={change} />}
                  />
                </li>
              ))}
            </Stack>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={apply} disabled={chosen.length === 0}>
                {chosen.length === 1 ? 'Apply 1 fix' : `Apply ${chosen.length} fixes`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
