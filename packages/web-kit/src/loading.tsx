import { Flex } from '@tp/web-kit/ui/flex';
import { Spin } from '@tp/web-kit/ui/spin';
import { useKitTexts } from '@tp/web-kit/i18n/kit-texts';

/** 'Loading...' (in the interface's language) with a spinner. */
export function Loading({ label }: { label?: string }) {
  const t = useKitTexts();
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap={12} style={{ padding: 48 }}>
      <Spin />
      <span>{label ?? t('loading')}</span>
    </Flex>
  );
}
