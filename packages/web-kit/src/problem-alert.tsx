import { Alert } from '@tp/web-kit/ui/alert';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';

/**
 * A form's problem (a validation message or the server's `msg`) in a red alert, in the interface's language when it
 * is one of the specification's messages; nothing when there is none.
 */
export function ProblemAlert({ problem, className = 'tp-problem-alert' }: { problem: string | undefined; className?: string }) {
  return problem ? <Alert type="error" showIcon role="alert" title={inInterfaceLanguage(problem)} className={className} style={{ marginBottom: 16 }} /> : null;
}
