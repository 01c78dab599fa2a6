import type { LibraryView } from '@tp/contracts/library';
import { Button } from '@tp/web-kit/ui/button';
import { useEditorTexts } from '../../../components/editor-texts';
import { filingPath, type Filing } from '../utils/question-form';

interface LibraryFieldProps {
  filing: Filing;
  libraries: LibraryView[] | undefined;
  onPick: () => void;
  onClear: () => void;
}

/** Where the question is filed, with the buttons that open the Library picker and take it out of the library. */
export function LibraryField({ filing, libraries, onPick, onClear }: LibraryFieldProps) {
  const t = useEditorTexts();
  const path = filingPath(filing, libraries ?? []);
  return (
    <div className="tp-question-edit-inline">
      <span>{path || t('notInLibrary')}</span>
      <Button size="small" onClick={onPick}>
        {t('selectLibrary')}
      </Button>
      {path ? (
        <Button size="small" onClick={onClear}>
          {t('removeFromLibrary')}
        </Button>
      ) : null}
    </div>
  );
}
