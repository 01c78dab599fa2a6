import type { ApiState } from '@tp/web-kit/use-api';
import type { PickerNode } from '../utils/library-selections';
import { usePracticeTexts } from '../practice-texts';
import { PracticeGate } from './practice-gate';
import type { ResourcesTab } from './resources-page';
import { SettingsForm } from './settings-form';

interface SettingsPanelProps {
  libraries: ApiState<PickerNode[]>;
  onOpen: (tab: ResourcesTab) => void;
}

/** SETTINGS: what to practise, from the libraries of the student's classes. */
export function SettingsPanel({ libraries, onOpen }: SettingsPanelProps) {
  const t = usePracticeTexts();
  return (
    <PracticeGate libraries={libraries} failureText={t('settingsNotLoaded')}>
      {(setting, tree, reload) => <SettingsForm key={setting.savedAt ?? 'new'} setting={setting} tree={tree} onSaved={reload} onPlay={() => onOpen('play')} />}
    </PracticeGate>
  );
}
