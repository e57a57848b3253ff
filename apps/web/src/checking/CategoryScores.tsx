// The five category scores, each with a bar in the category's highlight colour and a sample of its
// underline, so this list doubles as the legend of the highlighted text.
import { Box, Group, Stack, Text } from '@mantine/core';
import type { MatchAnswer } from '@wtt/contract';
import { CATEGORY_STYLES, FINDING_CATEGORIES } from './categoryStyles.ts';

export function CategoryScores({ categories }: { categories: MatchAnswer['categories'] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Category scores">
      {FINDING_CATEGORIES.map((category) => {
        const score = categories[category];
        const style = CATEGORY_STYLES[category];
        return (
          <li key={category} data-testid="category-score">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                <span className={style.className}>{category}</span>
              </Text>
              <Text size="sm" fw={600}>
                {score}
                <Text span size="xs" c="dimmed">
                  {' '}
                  / 100
                </Text>
              </Text>
            </Group>
            <Box
              aria-hidden
              mt={4}
              h={6}
              style={{ borderRadius: 3, background: 'var(--mantine-color-default-border)' }}
            >
              <Box h={6} style={{ width: `${score}%`, borderRadius: 3, background: style.color }} />
            </Box>
          </li>
        );
      })}
    </Stack>
  );
}
