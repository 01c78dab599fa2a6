import { Button } from '@tp/web-kit/ui/button';

/**
 * The question list's spreadsheet actions: download the template, upload a filled-in one. First version: only the
 * template link; the upload follows.
 */
export function QuestionImportActions({ language, onImported }: { language: 'en' | 'zh'; onImported: () => void }) {
  void language;
  void onImported;
  return (
    <Button href="/api/question_template.xlsx" download>
      Download Template
    </Button>
  );
}
