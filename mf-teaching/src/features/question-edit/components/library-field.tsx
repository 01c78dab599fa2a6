import type { LibraryView } from '@tp/contracts/library';
import { Button } from '@tp/web-kit/ui/button';
import { filingPath, type Filing } from '../utils/question-form';

interface LibraryFieldProps {
  filing: Filing;
  libraries: LibraryView[] | undefined;
  onPick: () => void;
  onClear: () => void;
}

/** Where the question is filed, with the buttons that open the Library picker and take it out of the library. */
export function LibraryField({ filing, libraries, onPick, onClear }: LibraryFieldProps) {
  const path = filingPath(filing, libraries ?? []);
  return (
    <div className="tp-question-edit-inline">
      <span>{path || 'Not in a library'}</span>
      <Button size="small" onClick={onPick}>
        Select Library
      </Button>
      {path ? (
        <Button size="small" onClick={onClear}>
          Remove from library
        </Button>
      ) : null}
    </div>
  );
}
