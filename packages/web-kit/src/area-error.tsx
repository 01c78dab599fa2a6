import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';

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
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" data-testid="area-error">
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, fontWeight: 500, margin: 0 }}>{`Sorry, ${area} could not be loaded.`}</h1>}
        subTitle="The rest of the site still works. Please try again in a moment."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        {detail ? (
          <details style={{ color: 'rgba(0,0,0,0.72)', fontSize: 13 }}>
            <summary style={{ cursor: 'pointer' }}>Technical details</summary>
            <p style={{ margin: '8px 0 0', wordBreak: 'break-word' }}>{detail}</p>
          </details>
        ) : null}
      </Result>
    </div>
  );
}
