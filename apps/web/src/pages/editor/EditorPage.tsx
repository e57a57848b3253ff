// /editor/{id?} 'Edit, Match, Analyze' (spec section 2, issue 12): write in the editor and see every rule
// of the picked guide that the text breaks, highlighted as you type; the side panel lists the issues and
// holds the Match and Analyze reports.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRuleNames } from '../../checking/useRuleNames.ts';
import { useCheckerGuideSource } from '../../editor/checkerSetup.ts';
import { CheckStatusLine } from '../../editor/components/CheckStatusLine.tsx';
import { EditorSidePanel } from '../../editor/components/EditorSidePanel.tsx';
import { GuidePicker } from '../../editor/components/GuidePicker.tsx';
import { TextEditor } from '../../editor/components/TextEditor.tsx';
import { useCheckGuide } from '../../editor/useCheckGuide.ts';
import { useAssistantConnection } from '../../editor/useAssistantConnection.ts';
import { useTextEditor } from '../../editor/useTextEditor.ts';
import { PATHS } from '../../routes/paths.ts';
import { ROUTE_TITLES } from '../../routes/titles.ts';
import { isMobileWidth } from '../../ui/panelWidth.ts';
import { useWindowWidth } from '../../ui/useWindowWidth.ts';

export function EditorPage() {
  const { id } = useParams();
  const guideId = id ?? null;
  const navigate = useNavigate();
  const editor = useTextEditor();
  const guide = useCheckerGuideSource(guideId);
  useCheckGuide(editor, guide.source);
  useAssistantConnection(editor, guideId);

  const ruleName = useRuleNames();

  const { ref: rowRef, width: rowWidth } = useElementSize();
  const mobile = isMobileWidth(useWindowWidth());
  const [showIntro] = useState(() => editor.isEmpty);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{ROUTE_TITLES.editor}</Title>
          <Text c="dimmed" size="sm">
            Write or paste your text; every rule of the guide it breaks is underlined as you type.
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <GuidePicker
            value={guideId}
            onChange={(next) => void navigate(`${PATHS.editor}/${encodeURIComponent(next)}`)}
          />
          {/* The spec's fourth way to create a guide starts from the text being written here. */}
          <Button component={Link} to={PATHS.createGuide} variant="default">
            Create a guide here
          </Button>
        </Group>
      </Group>
      {guide.isError && (
        <Alert color="red" variant="light" title="The guide could not be loaded">
          Pick another guide, or reload the page to try again.
        </Alert>
      )}
      <div
        ref={rowRef}
        style={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', gap: mobile ? 16 : 0 }}
      >
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <CheckStatusLine
            editor={editor}
            guideId={guideId}
            guideLoading={guide.isLoading}
            showIntro={showIntro}
          />
          <TextEditor editor={editor} ruleName={ruleName} />
        </Stack>
        <EditorSidePanel
          editor={editor}
          guideId={guideId}
          ruleName={ruleName}
          containerWidth={rowWidth}
          mobile={mobile}
        />
      </div>
    </Stack>
  );
}
