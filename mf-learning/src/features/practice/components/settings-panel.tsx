import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi, type ApiState } from '@tp/web-kit/use-api';
import { fetchSetting } from '../api/practice-setting';
import type { PickerNode } from '../utils/library-selections';
import { NoPracticeAccess } from './no-practice-access';
import type { ResourcesTab } from './resources-page';
import { SettingsForm } from './settings-form';

interface SettingsPanelProps {
  libraries: ApiState<PickerNode[]>;
  onOpen: (tab: ResourcesTab) => void;
}

/** SETTINGS: what to practise, from the libraries of the student's classes. */
export function SettingsPanel({ libraries, onOpen }: SettingsPanelProps) {
  const setting = useApi((signal) => fetchSetting(signal), []);
  if ((setting.loading && !setting.data) || (libraries.loading && !libraries.data)) return <Loading />;
  const failure = setting.error ?? libraries.error;
  if (failure) return <ProblemAlert problem={errorMessage(failure, 'Your settings could not be loaded')} />;
  if (libraries.data?.length === 0) return <NoPracticeAccess />;
  return <SettingsForm key={setting.data!.savedAt ?? 'new'} setting={setting.data!} tree={libraries.data!} onSaved={setting.reload} onPlay={() => onOpen('play')} />;
}
