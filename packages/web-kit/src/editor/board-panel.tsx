import { useState, type CSSProperties } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { Space } from '@tp/web-kit/ui/space';
import { BoardTools } from '@tp/web-kit/editor/board-tools';
import { BOARD_SIZE, SIDE_COLUMN, SIDE_GAP, type BoardFit } from '@tp/web-kit/editor/board-size';
import { BRUSH_SIZE, DEFAULT_COLOR, isBlank, type Tool } from '@tp/web-kit/editor/stroke-history';
import { useDrawingCanvas } from '@tp/web-kit/editor/use-drawing-canvas';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';

export interface BoardPanelProps {
  fit: BoardFit;
  onCancel: () => void;
  onInsert: (file: File) => Promise<void> | void;
}

// One grid for both layouts: only the areas move, so the canvas element (and what is on it) stays the same.
const GRID: Record<BoardFit['layout'], (size: number) => CSSProperties> = {
  stacked: (size) => ({ gridTemplateAreas: '"tools" "canvas" "actions"', gridTemplateColumns: `${size}px`, rowGap: 16 }),
  side: (size) => ({
    gridTemplateAreas: '"canvas tools" "canvas actions"',
    gridTemplateColumns: `${size}px ${SIDE_COLUMN}px`,
    gridTemplateRows: '1fr auto',
    columnGap: SIDE_GAP,
  }),
};

/** The board itself: tools, the 800×800 canvas shown at `fit.size`, Cancel and Insert. */
export function BoardPanel({ fit, onCancel, onInsert }: BoardPanelProps) {
  const t = useEditorTexts();
  const [tool, setTool] = useState<Tool>('pen');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [brushSize, setBrushSize] = useState<number>(BRUSH_SIZE.default);
  const [busy, setBusy] = useState(false);
  const board = useDrawingCanvas({ tool, color, size: brushSize });

  const insert = async () => {
    setBusy(true);
    try {
      await onInsert(await board.exportPng());
    } catch (error) {
      console.error('The drawing could not be inserted', error); // the caller shows upload errors itself
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'grid', ...GRID[fit.layout](fit.size) }} data-layout={fit.layout}>
      <div style={{ gridArea: 'tools' }}>
        <BoardTools
          tool={tool}
          onTool={setTool}
          brushSize={brushSize}
          onBrushSize={setBrushSize}
          color={color}
          onColor={setColor}
          history={board.history}
          onUndo={board.undo}
          onRedo={board.redo}
          onClear={board.clear}
        />
      </div>
      <canvas
        ref={board.canvasRef}
        width={BOARD_SIZE}
        height={BOARD_SIZE}
        role="img"
        aria-label={t('drawingArea')}
        style={{
          gridArea: 'canvas', boxSizing: 'border-box', width: fit.size, height: fit.size, border: '1px solid #d9d9d9', borderRadius: 6,
          touchAction: 'none', cursor: 'crosshair', display: 'block',
        }}
        {...board.pointerHandlers}
      />
      <Space style={{ gridArea: 'actions', justifyContent: 'flex-end', alignSelf: 'end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" onClick={insert} loading={busy} disabled={isBlank(board.history)}>
          {t('insert')}
        </Button>
      </Space>
    </div>
  );
}
