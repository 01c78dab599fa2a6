import { Button } from '@tp/web-kit/ui/button';
import { ColorPicker } from '@tp/web-kit/ui/color-picker';
import { Segmented } from '@tp/web-kit/ui/segmented';
import { Slider } from '@tp/web-kit/ui/slider';
import { Space } from '@tp/web-kit/ui/space';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { ClearOutlined, DeleteOutlined, EditOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';
import { BRUSH_SIZE, canRedo, canUndo, isBlank, type StrokeHistory, type Tool } from '@tp/web-kit/editor/stroke-history';

export interface BoardToolsProps {
  tool: Tool;
  onTool: (tool: Tool) => void;
  brushSize: number;
  onBrushSize: (size: number) => void;
  color: string;
  onColor: (color: string) => void;
  history: StrokeHistory;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
}

/** The drawing board's tools: pen or eraser, brush size 1–10, colour, undo/redo, clear. They wrap to fit. */
export function BoardTools(props: BoardToolsProps) {
  const t = useEditorTexts();
  const { tool, brushSize, color, history } = props;
  return (
    <Space wrap size="middle" role="toolbar" aria-label={t('drawingTools')}>
      <Segmented<Tool>
        aria-label={t('tool')}
        value={tool}
        onChange={props.onTool}
        options={[
          { value: 'pen', label: t('pen'), icon: <EditOutlined aria-hidden /> },
          { value: 'eraser', label: t('eraser'), icon: <ClearOutlined aria-hidden /> },
        ]}
      />
      <Space size="small">
        <span aria-hidden="true">{t('size')}</span>
        <Slider min={BRUSH_SIZE.min} max={BRUSH_SIZE.max} value={brushSize} onChange={props.onBrushSize} ariaLabelForHandle={t('brushSize')} style={{ width: 120 }} />
      </Space>
      <ColorPicker value={color} onChange={(value) => props.onColor(value.toHexString())} disabledAlpha>
        {/* a real button as the trigger, so the picker opens from the keyboard too */}
        <Button aria-label={t('colour')} title={t('colour')}>
          <span style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: color }} />
        </Button>
      </ColorPicker>
      <Space.Compact>
        <Tooltip title={t('undoHint')}>
          <Button icon={<UndoOutlined aria-hidden />} aria-label={t('undo')} onClick={props.onUndo} disabled={!canUndo(history)} />
        </Tooltip>
        <Tooltip title={t('redoHint')}>
          <Button icon={<RedoOutlined aria-hidden />} aria-label={t('redo')} onClick={props.onRedo} disabled={!canRedo(history)} />
        </Tooltip>
      </Space.Compact>
      <Button icon={<DeleteOutlined aria-hidden />} onClick={props.onClear} disabled={isBlank(history)}>
        {t('clear')}
      </Button>
    </Space>
  );
}
