import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../routes/paths.ts';
import { PRODUCT_NAME } from '../routes/titles.ts';
import classes from './Logo.module.css';

/** The product mark; links to the library (spec section 2, header). */
export function Logo() {
  return (
    <UnstyledButton
      component={Link}
      to={PATHS.libraryGuides}
      className={classes.logo}
      data-testid="logo-link"
    >
      <Group gap={8} wrap="nowrap">
        <span className={classes.mark} aria-hidden="true" />
        <Text component="span" fw={700} fz="lg" className={classes.name}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
