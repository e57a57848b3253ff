// /editor/create-guide 'Create Guide' (spec: the fourth way to create a guide, "in the editor"): build a
// guide while writing. Rules come from the catalogue with their settings, the text shows at once where it
// breaks them, and Save makes it a guide of the user's, opened in the editor. The text is the editor's own
// (the same saved text as /editor), so a guide can be built on what the user already wrote.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Link } from 'react-router';
import { useGlossaryList } from '../../api/glossaries.ts';
import { useRuleCatalogue } from '../../api/rules.ts';
import { useRuleNames } from '../../checking/useRuleNames.ts';
import { CreateGuidePanel } from '../../createGuide/CreateGuidePanel.tsx';
import { DraftStatusLine } from '../../createGuide/DraftStatusLine.tsx';
import { GuideDraftForm } from '../../createGuide/GuideDraftForm.tsx';
import { showIgnoredRule } from '../../createGuide/showIgnoredRule.ts';
import { useDraftChecking } from '../../createGuide/useDraftChecking.ts';
import { useGuideDraft } from '../../createGuide/useGuideDraft.ts';
import { TextEditor } from '../../editor/components/TextEditor.tsx';
import { useAssistantConnection } from '../../editor/useAssistantConnection.ts';
import { useTextEditor } from '../../editor/useTextEditor.ts';
import { GuidePageSkeleton, LoadFailed } from '../../guides/GuidePageStates.tsx';
import { PATHS } from '../../routes/paths.ts';
import { ROUTE_TITLES } from '../../routes/titles.ts';
import { isMobileWidth } from '../../ui/panelWidth.ts';
import { useWindowWidth } from '../../ui/useWindowWidth.ts';

export function CreateGuidePage() {
  const editor = useTextEditor();
  // The draft is no saved guide yet: the assistant gets the text without one.
  useAssistantConnection(editor, null);
  const state = useGuideDraft();
  const catalogue = useRuleCatalogue();
  const glossaries = useGlossaryList();
  const check = useDraftChecking(editor, state.draft.rules, catalogue.data, glossaries.data);
  const ruleName = useRuleNames();

  const { ref: rowRef, width: rowWidth } = useElementSize();
  const mobile = isMobileWidth(useWindowWidth());

  let guideTab;
  if (catalogue.isError) {
    guideTab = (
      <LoadFailed title="The rule catalogue could not be loaded" onRetry={() => void catalogue.refetch()} />
    );
  } else if (catalogue.data === undefined) {
    guideTab = <GuidePageSkeleton />;
  } else {
    guideTab = (
      <Stack gap="md">
        {glossaries.isError && (
          <LoadFailed title="Your glossaries could not be loaded" onRetry={() => void glossaries.refetch()} />
        )}
        <GuideDraftForm
          catalogue={catalogue.data}
          glossaries={glossaries.data ?? []}
          state={state}
          onRuleAdded={(ruleId) => {
            showIgnoredRule(editor, ruleId);
          }}
          stickyBottom={mobile ? 'var(--app-shell-footer-offset, 0px)' : null}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{ROUTE_TITLES.createGuide}</Title>
          <Text c="dimmed" size="sm">
            Build a guide while you write: add rules, set them, and see at once where your text breaks them.
          </Text>
        </Stack>
        <Anchor component={Link} to={PATHS.editor} size="sm">
          Check against a saved guide instead
        </Anchor>
      </Group>
      <div
        ref={rowRef}
        style={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', gap: mobile ? 16 : 0 }}
      >
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <DraftStatusLine
            editor={editor}
            check={check}
            ruleName={ruleName}
            catalogue={catalogue.isError ? 'failed' : catalogue.isPending ? 'loading' : 'ready'}
          />
          <TextEditor editor={editor} ruleName={ruleName} />
        </Stack>
        <CreateGuidePanel
          editor={editor}
          ruleName={ruleName}
          guide={guideTab}
          checking={check.source !== null}
          containerWidth={rowWidth}
          mobile={mobile}
        />
      </div>
    </Stack>
  );
}
