import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading page">
      <Loader size="sm" color="primary" />
    </Center>
  );
}
