import { DatePicker } from '@tp/web-kit/ui/date-picker';
import { dayjs } from '@tp/web-kit/ui/dayjs';
import { useEditorTexts } from '../../../components/editor-texts';
import type { FieldProps } from '../utils/field-props';

/** The date picker's time step is 20 minutes. */
const MINUTE_STEP = 20;
const FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A date with a time of day, shown in the teacher's time zone and sent as an ISO date-time. The form keeps the stored
 * ISO text until another moment is picked, so a stored time (even one off the 20-minute grid) survives a save.
 */
export function DateTimeField({ value = '', onChange, id }: FieldProps<string>) {
  const t = useEditorTexts();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm', minuteStep: MINUTE_STEP }}
      format={FORMAT}
      placeholder={t('selectDateTime')}
      value={value ? dayjs(value) : null}
      onChange={(picked) => onChange?.(picked ? picked.toISOString() : '')}
      // Enter confirms the typed moment (the picker handles it first); it must not also submit the whole form.
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      style={{ width: '100%' }}
    />
  );
}
