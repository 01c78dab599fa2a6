import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi, type ApiState } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import { fetchSetting } from '../api/practice-setting';
import type { PickerNode } from '../utils/library-selections';
import { NoPracticeAccess } from './no-practice-access';
import { PracticeSession } from './practice-session';
import type { ResourcesTab } from './resources-page';

interface PlayPanelProps {
  libraries: ApiState<PickerNode[]>;
  onOpen: (tab: ResourcesTab) => void;
}

/** PLAY: the saved setting's questions; first a setting is needed, and a library to practise from. */
export function PlayPanel({ libraries, onOpen }: PlayPanelProps) {
  const setting = useApi((signal) => fetchSetting(signal), []);

  if ((setting.loading && !setting.data) || (libraries.loading && !libraries.data)) return <Loading />;
  const failure = setting.error ?? libraries.error;
  if (failure) return <ProblemAlert problem={errorMessage(failure, 'Practice could not be loaded')} />;
  if (libraries.data?.length === 0) return <NoPracticeAccess />;
  if (!setting.data?.saved) {
    return (
      <Result
        status="info"
        title="Choose what to practise"
        subTitle="Pick libraries, sources and a difficulty in SETTINGS, then come back to PLAY."
        extra={<Button type="primary" onClick={() => onOpen('settings')}>Go to SETTINGS</Button>}
      />
    );
  }
  return <PracticeSession onOpen={onOpen} />;
}
