import type { ReactNode } from 'react';
import type { PracticeSetting } from '@tp/contracts/practice';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi, type ApiState } from '@tp/web-kit/use-api';
import { fetchSetting } from '../api/practice-setting';
import type { PickerNode } from '../utils/library-selections';
import { NoPracticeAccess } from './no-practice-access';

interface PracticeGateProps {
  libraries: ApiState<PickerNode[]>;
  /** What the alert says when the setting or the libraries cannot be loaded. */
  failureText: string;
  children: (setting: PracticeSetting, tree: PickerNode[], reload: () => void) => ReactNode;
}

/**
 * What PLAY and SETTINGS show before their content: loading, a load failure, or (no library in the student's classes)
 * the clear page; then the content with the saved setting and the student's libraries.
 */
export function PracticeGate({ libraries, failureText, children }: PracticeGateProps) {
  const setting = useApi((signal) => fetchSetting(signal), []);
  if ((setting.loading && !setting.data) || (libraries.loading && !libraries.data)) return <Loading />;
  const failure = setting.error ?? libraries.error;
  if (failure) return <ProblemAlert problem={errorMessage(failure, failureText)} />;
  if (!libraries.data?.length) return <NoPracticeAccess />;
  return <>{children(setting.data!, libraries.data, setting.reload)}</>;
}
