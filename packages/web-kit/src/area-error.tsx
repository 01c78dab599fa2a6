import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import { hasText } from '@tp/web-kit/i18n/site-i18n';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';

export interface AreaErrorProps {
  /** What the visitor was trying to open, e.g. 'the admin pages'. */
  area: string;
  error?: unknown;
}

/**
 * Shown inside the content area when a remote could not be loaded or crashed while rendering: the
 * header and the other areas keep working.
 */
export function AreaError({ area, error }: AreaErrorProps) {
  const t = useKitScreensTexts();
  // The areas' names are the service registry's (web-apps.mjs), each a text here; another name is shown as given.
  const areaName = hasText('kit-screens', area) ? t(area as Parameters<typeof t>[0]) : area;
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" data-testid="area-error">
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, fontWeight: 500, margin: 0 }}>{t('areaNotLoaded', { area: areaName })}</h1>}
        subTitle={t('areaNotLoadedDetail')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('tryAgain')}
          </Button>
        }
      >
        {detail ? (
          <details style={{ color: 'rgba(0,0,0,0.72)', fontSize: 13 }}>
            <summary style={{ cursor: 'pointer' }}>{t('technicalDetails')}</summary>
            <p style={{ margin: '8px 0 0', wordBreak: 'break-word' }}>{detail}</p>
          </details>
        ) : null}
      </Result>
    </div>
  );
}
