// The checked text, read-only, with every finding underlined in its category's colour and style
// (categoryStyles.ts). Hover or keyboard focus on a highlight shows its messages. The text is rendered as
// React text nodes, never parsed as HTML, so a pasted <script> stays characters on the screen.
import { Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { memo, useEffect, useMemo, useRef } from 'react';
import { CATEGORY_STYLES, FINDING_CATEGORIES } from './categoryStyles.ts';
import type { CheckFinding } from './fixPlan.ts';
import type { TextRange, TextSegment } from './highlightSegments.ts';
import { highlightSegments } from './highlightSegments.ts';
import type { SelectRange } from './RangeButton.tsx';
import type { RuleNameOf } from './ruleNames.ts';
import { useRuleNames } from './useRuleNames.ts';

export interface HighlightedTextProps {
  text: string;
  findings: readonly CheckFinding[];
  ruleNameOf?: RuleNameOf;
  /** Called with the finding's range when a highlight is clicked or activated with Enter. */
  onSelectRange?: SelectRange;
  /** A range to show shaded and scrolled into view (a sentence picked in a report). */
  selection?: TextRange | null;
}

function FindingCard({ findings, ruleNameOf }: { findings: CheckFinding[]; ruleNameOf: RuleNameOf }) {
  return (
    <Stack gap={6}>
      {findings.map((finding) => (
        <Stack gap={0} key={`${finding.id}-${finding.from}-${finding.to}-${finding.methodName}`}>
          <Text size="xs" fw={700}>
            {finding.type} · {ruleNameOf(finding.id)}
          </Text>
          <Text size="sm">{finding.message}</Text>
          {finding.suggestions.length > 0 && (
            <Text size="xs">
              Suggestions: {finding.suggestions.map((suggestion) => `“${suggestion}”`).join(', ')}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

interface HighlightProps {
  segment: TextSegment;
  ruleNameOf: RuleNameOf;
  onSelectRange?: SelectRange;
}

function Highlight({ segment, ruleNameOf, onSelectRange }: HighlightProps) {
  const [first] = segment.findings;
  const content = segment.selected ? (
    <span className={CATEGORY_STYLES.Selection.className} data-selected="true">
      {segment.text}
    </span>
  ) : (
    segment.text
  );
  if (first === undefined) return <>{content}</>;
  const select = () => onSelectRange?.(first.from, first.to);
  return (
    <Tooltip
      label={<FindingCard findings={segment.findings} ruleNameOf={ruleNameOf} />}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      w={300}
      withArrow
      openDelay={150}
    >
      <mark
        className={CATEGORY_STYLES[first.type].className}
        data-category={first.type}
        tabIndex={0}
        role={onSelectRange === undefined ? undefined : 'button'}
        onClick={onSelectRange === undefined ? undefined : select}
        onKeyDown={(event) => {
          if (onSelectRange !== undefined && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            select();
          }
        }}
        style={{ color: 'inherit' }}
      >
        {content}
      </mark>
    </Tooltip>
  );
}

/** Which colour and underline mean which category. */
export function CategoryLegend() {
  return (
    <Group
      gap="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Highlight categories"
    >
      {FINDING_CATEGORIES.map((category) => (
        <Text component="li" size="xs" key={category}>
          <span className={CATEGORY_STYLES[category].className}>{category}</span>{' '}
          <Text span size="xs" c="dimmed">
            ({CATEGORY_STYLES[category].underlineLabel})
          </Text>
        </Text>
      ))}
    </Group>
  );
}

export const HighlightedText = memo(function HighlightedText({
  text,
  findings,
  ruleNameOf,
  onSelectRange,
  selection = null,
}: HighlightedTextProps) {
  const catalogueNames = useRuleNames();
  const nameOf = ruleNameOf ?? catalogueNames;
  const segments = useMemo(() => highlightSegments(text, findings, selection), [text, findings, selection]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selection === null) return;
    const first = container.current?.querySelector('[data-selected]');
    // jsdom has no scrollIntoView.
    if (first instanceof HTMLElement && typeof first.scrollIntoView === 'function') {
      first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [selection]);
  return (
    <Stack gap="xs">
      <CategoryLegend />
      <Paper withBorder radius="md" p="md">
        <Box
          ref={container}
          data-testid="highlighted-text"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            lineHeight: 1.8,
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {segments.map((segment) => (
            <Highlight
              key={segment.from}
              segment={segment}
              ruleNameOf={nameOf}
              onSelectRange={onSelectRange}
            />
          ))}
        </Box>
      </Paper>
    </Stack>
  );
});
