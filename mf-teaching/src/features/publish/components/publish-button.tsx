import { useState } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { PublishModal, type PublishTarget } from './publish-modal';
import './publish-modal.css';

/** A class homework row's Publish: opens the modal that gives the homework to chosen students. */
export function PublishButton({ target }: { target: PublishTarget }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" onClick={() => setOpen(true)} aria-label={t('publishToStudents', { name: target.name })}>
        {shared('publish')}
      </Button>
      {open ? <PublishModal target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
