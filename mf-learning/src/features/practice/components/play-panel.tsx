import type { ApiState } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import type { PickerNode } from '../utils/library-selections';
import { usePracticeTexts } from '../practice-texts';
import { PracticeGate } from './practice-gate';
import { PracticeSession } from './practice-session';
import type { ResourcesTab } from './resources-page';

interface PlayPanelProps {
  libraries: ApiState<PickerNode[]>;
  onOpen: (tab: ResourcesTab) => void;
}

/** PLAY: the saved setting's questions; first a setting is needed, and a library to practise from. */
export function PlayPanel({ libraries, onOpen }: PlayPanelProps) {
  const t = usePracticeTexts();
  return (
    <PracticeGate libraries={libraries} failureText={t('practiceNotLoaded')}>
      {(setting) =>
        setting.saved ? (
          <PracticeSession onOpen={onOpen} />
        ) : (
          <Result
            status="info"
            title={t('chooseTitle')}
            subTitle={t('chooseText')}
            extra={<Button type="primary" onClick={() => onOpen('settings')}>{t('goToSettings')}</Button>}
          />
        )
      }
    </PracticeGate>
  );
}
