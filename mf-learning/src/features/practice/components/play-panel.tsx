import type { ApiState } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Result } from '@tp/web-kit/ui/result';
import type { PickerNode } from '../utils/library-selections';
import { PracticeGate } from './practice-gate';
import { PracticeSession } from './practice-session';
import type { ResourcesTab } from './resources-page';

interface PlayPanelProps {
  libraries: ApiState<PickerNode[]>;
  onOpen: (tab: ResourcesTab) => void;
}

/** PLAY: the saved setting's questions; first a setting is needed, and a library to practise from. */
export function PlayPanel({ libraries, onOpen }: PlayPanelProps) {
  return (
    <PracticeGate libraries={libraries} failureText="Practice could not be loaded">
      {(setting) =>
        setting.saved ? (
          <PracticeSession onOpen={onOpen} />
        ) : (
          <Result
            status="info"
            title="Choose what to practise"
            subTitle="Pick libraries, sources and a difficulty in SETTINGS, then come back to PLAY."
            extra={<Button type="primary" onClick={() => onOpen('settings')}>Go to SETTINGS</Button>}
          />
        )
      }
    </PracticeGate>
  );
}
