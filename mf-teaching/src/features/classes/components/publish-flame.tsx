import { FireFilled, FireOutlined } from '@ant-design/icons';
import { Button } from '@tp/web-kit/ui/button';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { publishHint, publishLabel, publishState } from '../utils/publish-toggle';

/** The word beside the flame, so the state is not told by colour alone. */
const SHORT = { 0: 'notPublished', 1: 'published', 2: 'featured' } as const;

interface PublishFlameProps {
  /** The class's name, for the button's label. */
  name: string;
  isPublish: number;
  onToggle: () => void;
}

/**
 * Publish flame: grey at 0, pale yellow at 1, red at 2 (featured by an admin). A click toggles 0 ↔ 1 and
 * takes 2 to 0. The button's name says the class and its state; pressed means published.
 */
export function PublishFlame({ name, isPublish, onToggle }: PublishFlameProps) {
  const t = useTeachingTexts();
  const state = publishState(isPublish);
  return (
    <Tooltip title={publishHint(state)}>
      <Button
        type="text"
        className={`tp-flame tp-flame-${state}`}
        aria-label={t('publishNamed', { name, state: publishLabel(state) })}
        aria-pressed={state !== 0}
        icon={state === 0 ? <FireOutlined /> : <FireFilled />}
        onClick={onToggle}
      >
        {t(SHORT[state])}
      </Button>
    </Tooltip>
  );
}
