import { Alert } from '@tp/web-kit/ui/alert';

/** A form's problem (a validation message or the server's `msg`) in a red alert; nothing when there is none. */
export function ProblemAlert({ problem, className = 'tp-problem-alert' }: { problem: string | undefined; className?: string }) {
  return problem ? <Alert type="error" showIcon role="alert" title={problem} className={className} style={{ marginBottom: 16 }} /> : null;
}
