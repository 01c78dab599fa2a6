import { useState } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { PublishModal, type PublishTarget } from './publish-modal';
import './publish-modal.css';

/** A class homework row's Publish: opens the modal that gives the homework to chosen students. */
export function PublishButton({ target }: { target: PublishTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" onClick={() => setOpen(true)} aria-label={`Publish ${target.name} to students`}>
        Publish
      </Button>
      {open ? <PublishModal target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
