// The card of one finding (issue 12): what is wrong, which rule and category, the suggestions as buttons
// that apply the fix, and the two ways to stop seeing it. Anchored to the highlight, 210–300 px wide with a
// 12 px margin (spec section 9, tooltip constants).
import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { findCategoryStyle } from '../../checking/categoryStyles.ts';

export const CARD_MIN_WIDTH = 210;
export const CARD_MAX_WIDTH = 300;
export const CARD_MARGIN = 12;

// The longest label must wrap inside the 300 px card instead of being cut off.
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 26, paddingBlock: 3 },
  label: { whiteSpace: 'normal' as const, textAlign: 'left' as const, lineHeight: 1.35 },
};

export interface AnchorBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface FindingCardProps {
  finding: EditorFinding;
  ruleName: string;
  /** Where the highlight is, relative to the positioned element the card is rendered in. */
  anchor: AnchorBox;
  onApply: (replacement: string) => void;
  onDismiss: () => void;
  onIgnoreRule: () => void;
  /** Escape: close the card and give the text back the keyboard. */
  onEscape: () => void;
  onHoverChange: (hovered: boolean) => void;
}

export function FindingCard(props: FindingCardProps) {
  const { finding, ruleName, anchor } = props;
  const underline = findCategoryStyle(finding.type);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onEscape();
    }
  };
  return (
    <Popover opened position="bottom-start" offset={CARD_MARGIN} withinPortal={false} shadow="md" withArrow>
      <Popover.Target>
        <div
          aria-hidden
          style={{ position: 'absolute', pointerEvents: 'none', ...anchor }}
          data-testid="finding-card-anchor"
        />
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={`Issue: ${ruleName}`}
        miw={CARD_MIN_WIDTH}
        maw={CARD_MAX_WIDTH}
        onMouseEnter={() => props.onHoverChange(true)}
        onMouseLeave={() => props.onHoverChange(false)}
        onKeyDown={onKeyDown}
        data-testid="finding-card"
      >
        <Stack gap="xs">
          <Group gap={6} wrap="wrap">
            <Text fw={700} size="sm">
              {ruleName}
            </Text>
            <Badge
              variant="light"
              size="sm"
              title={underline ? `Shown with a ${underline.underlineLabel}` : undefined}
            >
              {finding.type}
            </Badge>
          </Group>
          <Text size="sm">{finding.message}</Text>
          {finding.suggestions.length > 0 && (
            <Group gap={6} wrap="wrap" aria-label="Suggestions" role="group">
              {finding.suggestions.map((suggestion) => (
                <Button
                  key={suggestion}
                  size="compact-sm"
                  variant="light"
                  aria-label={`Replace with “${suggestion}”`}
                  onClick={() => props.onApply(suggestion)}
                >
                  {suggestion}
                </Button>
              ))}
            </Group>
          )}
          <Group gap={6} wrap="wrap">
            <Button size="compact-sm" variant="default" onClick={props.onDismiss}>
              Dismiss
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={props.onIgnoreRule}
              styles={WRAPPING_BUTTON}
            >
              Ignore this rule in this document
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
