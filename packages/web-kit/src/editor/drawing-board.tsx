import { Modal } from '@tp/web-kit/ui/modal';
import { BoardPanel } from '@tp/web-kit/editor/board-panel';
import { boardDialogWidth } from '@tp/web-kit/editor/board-size';
import { useBoardFit } from '@tp/web-kit/editor/use-board-fit';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';

export interface DrawingBoardProps {
  open: boolean;
  onCancel: () => void;
  /**
   * Receives the drawing as `board.png`. The board stays open, drawing kept, until the caller closes it (so a
   * failed upload loses nothing); the caller shows its own errors.
   */
  onInsert: (file: File) => Promise<void> | void;
}

/**
 * The editor's drawing board, in a modal: pen and eraser, brush size, colour, undo/redo, clear, insert as PNG. It is
 * shown as large as the window allows both ways (at most 800×800) and follows resizes and a turned phone.
 */
export function DrawingBoard({ open, onCancel, onInsert }: DrawingBoardProps) {
  const t = useEditorTexts();
  const fit = useBoardFit(open);
  return (
    <Modal
      open={open}
      title={t('boardTitle')}
      onCancel={onCancel}
      footer={null}
      width={boardDialogWidth(fit)}
      mask={{ closable: false }}
      destroyOnHidden
      centered
    >
      <BoardPanel fit={fit} onCancel={onCancel} onInsert={onInsert} />
    </Modal>
  );
}
