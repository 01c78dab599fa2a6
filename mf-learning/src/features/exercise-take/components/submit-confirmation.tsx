import { DialogLoading } from '@tp/web-kit/editor/dialog-loading';
import { onDemand, useOnDemand } from '@tp/web-kit/editor/on-demand';
import type { SubmitSummaryDialogProps } from './submit-summary-dialog';

// The dialog (antd's Modal) is not part of the first question's download (docs/decisions/025): it is fetched when
// the student reaches for Submit All Solutions.
const loadDialog = onDemand(() => import('./submit-summary-dialog'));

/** Fetches the dialog's code ahead (pointer or focus on Submit All Solutions), so that it opens at once. */
export const warmSubmitDialog = () => void loadDialog().catch(() => undefined);

/** The summary before Submit All Solutions, with a spinner (or Try again) while its code downloads. */
export function SubmitConfirmation(props: SubmitSummaryDialogProps) {
  const code = useOnDemand(loadDialog, props.open);
  const Dialog = code.loaded?.SubmitSummaryDialog;
  if (Dialog) return <Dialog {...props} />;
  if (!props.open) return null;
  return <DialogLoading what="the summary of your answers" failed={code.failed} onRetry={code.retry} onCancel={props.onCancel} />;
}
