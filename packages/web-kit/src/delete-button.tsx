import { Button } from '@tp/web-kit/ui/button';
import { Popconfirm } from '@tp/web-kit/ui/popconfirm';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';

interface DeleteButtonProps {
  /** What is deleted, as the row names it: the button reads 'Delete {what}' to screen readers. */
  what: string;
  onConfirm: () => unknown;
}

/** A row's Delete link that asks 'Are you sure' before it deletes (the confirmation every destructive action gets). */
export function DeleteButton({ what, onConfirm }: DeleteButtonProps) {
  const t = useKitScreensTexts();
  return (
    <Popconfirm title={inInterfaceLanguage('Are you sure')} description={t('deleteWhat', { what })} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button type="link" danger aria-label={t('deleteNamed', { what })}>
        {t('delete')}
      </Button>
    </Popconfirm>
  );
}
