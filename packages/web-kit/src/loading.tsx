import { Flex } from '@tp/web-kit/ui/flex';
import { Spin } from '@tp/web-kit/ui/spin';

/** 'Loading...' with a spinner. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap={12} style={{ padding: 48 }}>
      <Spin />
      <span>{label}</span>
    </Flex>
  );
}
