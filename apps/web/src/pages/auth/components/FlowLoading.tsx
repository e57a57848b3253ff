import { Center, Loader } from '@mantine/core';

/** Shown while a flow is fetched or started; `label` names what is loading for screen readers. */
export function FlowLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader size="md" color="primary" />
    </Center>
  );
}
