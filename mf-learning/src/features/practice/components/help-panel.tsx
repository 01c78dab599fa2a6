import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { MathView } from '@tp/web-kit/math/math-view';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { fetchResourceBase } from '../api/practice-library';

/** HELP: the administrators' help page for self-practice (Admin › Library › Resources Setting). */
export function HelpPanel() {
  const base = useApi((signal) => fetchResourceBase(signal), []);
  if (base.loading && !base.data) return <Loading />;
  if (base.error) return <ProblemAlert problem={errorMessage(base.error, 'The help could not be loaded')} />;
  const html = base.data?.helpContent ?? '';
  return html.trim() ? <MathView html={html} aria-label="Help" /> : <p className="tp-practice-muted">No help has been written yet.</p>;
}
