import { useState } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { ColorPicker } from '@tp/web-kit/ui/color-picker';
import { Modal } from '@tp/web-kit/ui/modal';
import { Segmented } from '@tp/web-kit/ui/segmented';
import { Slider } from '@tp/web-kit/ui/slider';
import { Space } from '@tp/web-kit/ui/space';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { ClearOutlined, DeleteOutlined, EditOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { boardSizeFor } from '@tp/web-kit/editor/board-painting';
import { BRUSH_SIZE, DEFAULT_COLOR, canRedo, canUndo, isBlank, type Tool } from '@tp/web-kit/editor/stroke-history';
import { useDrawingCanvas } from '@tp/web-kit/editor/use-drawing-canvas';

export interface DrawingBoardProps {
  open: boolean;
  onCancel: () => void;
  /**
   * Receives the drawing as `board.png`. The board stays open, drawing kept, until the caller closes it (so a
   * failed upload loses nothing); the caller shows its own errors.
   */
  onInsert: (file: File) => Promise<void> | void;
}

const MODAL_PADDING = 48; // antd's modal body padding on both sides

/** SPEC §9's drawing board, in a modal: pen and eraser, brush size, colour, undo/redo, clear, insert as PNG. */
export function DrawingBoard({ open, onCancel, onInsert }: DrawingBoardProps) {
  const size = boardSizeFor(typeof window === 'undefined' ? 800 : window.innerWidth);
  return (
    <Modal
      open={open}
      title="Drawing board"
      onCancel={onCancel}
      footer={null}
      width={size + MODAL_PADDING}
      mask={{ closable: false }}
      destroyOnHidden
      centered
    >
      <Board size={size} onCancel={onCancel} onInsert={onInsert} />
    </Modal>
  );
}

function Board({ size, onCancel, onInsert }: { size: number } & Omit<DrawingBoardProps, 'open'>) {
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap size="middle" role="toolbar" aria-label="Drawing tools">
        <Segmented<Tool>
          aria-label="Tool"
          value={tool}
          onChange={setTool}
          options={[
            { value: 'pen', label: 'Pen', icon: <EditOutlined aria-hidden /> },
            { value: 'eraser', label: 'Eraser', icon: <ClearOutlined aria-hidden /> },
          ]}
        />
        <Space size="small">
          <span aria-hidden="true">Size</span>
          <Slider
            min={BRUSH_SIZE.min}
            max={BRUSH_SIZE.max}
            value={brushSize}
            onChange={setBrushSize}
            ariaLabelForHandle="Brush size"
            style={{ width: 120 }}
          />
        </Space>
        <ColorPicker value={color} onChange={(value) => setColor(value.toHexString())} disabledAlpha>
          {/* a real button as the trigger, so the picker opens from the keyboard too */}
          <Button aria-label="Colour" title="Colour">
            <span style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: color }} />
          </Button>
        </ColorPicker>
        <Space.Compact>
          <Tooltip title="Undo (Ctrl+Z)">
            <Button icon={<UndoOutlined aria-hidden />} aria-label="Undo" onClick={board.undo} disabled={!canUndo(board.history)} />
          </Tooltip>
          <Tooltip title="Redo (Ctrl+Y)">
            <Button icon={<RedoOutlined aria-hidden />} aria-label="Redo" onClick={board.redo} disabled={!canRedo(board.history)} />
          </Tooltip>
        </Space.Compact>
        <Button icon={<DeleteOutlined aria-hidden />} onClick={board.clear} disabled={isBlank(board.history)}>
          Clear
        </Button>
      </Space>
      <canvas
        ref={board.canvasRef}
        width={size}
        height={size}
        role="img"
        aria-label="Drawing area"
        style={{ width: '100%', maxWidth: size, aspectRatio: '1', border: '1px solid #d9d9d9', borderRadius: 6, touchAction: 'none', cursor: 'crosshair', display: 'block' }}
        {...board.pointerHandlers}
      />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" onClick={insert} loading={busy} disabled={isBlank(board.history)}>
          Insert
        </Button>
      </Space>
    </Space>
  );
}
