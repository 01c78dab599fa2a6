import { useEffect } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { Spin } from '@tp/web-kit/ui/spin';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';

export interface DialogLoadingProps {
  /** What is loading, as a sentence would name it: 'the drawing board'. */
  what: string;
  failed: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

/**
 * Shown while a dialog's code downloads (or when it could not be): laid over the page where the dialog will open,
 * fixed like the dialog itself, so the question and the editor under it never move. Escape cancels, as in the dialog.
 */
export function DialogLoading({ what, failed, onRetry, onCancel }: DialogLoadingProps) {
  const t = useEditorTexts();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div
      className="tp-dialog-loading"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, display: 'grid', placeItems: 'center', background: 'rgba(0, 0, 0, 0.45)' }}
    >
      <div style={{ background: '#fff', borderRadius: 8, padding: '16px 24px', maxWidth: 'calc(100vw - 32px)' }}>
        {failed ? (
          <>
            <p role="alert" style={{ margin: '0 0 12px' }}>
              {t('notLoaded', { what: `${what[0]!.toUpperCase()}${what.slice(1)}` })}
            </p>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button onClick={onCancel}>{t('cancel')}</Button>
              <Button type="primary" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            </div>
          </>
        ) : (
          <div role="status" aria-label={t('loadingWhat', { what })} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Spin />
            <span aria-hidden="true">{t('loading')}</span>
          </div>
        )}
      </div>
    </div>
  );
}
