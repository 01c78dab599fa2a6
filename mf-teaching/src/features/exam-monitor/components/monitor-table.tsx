import type { ExamMonitorRow, ExamStatus } from '@tp/contracts/exam-monitor';
import { clockLabel } from '@tp/web-kit/clock-label';
import { ToneTag, type Tone } from '@tp/web-kit/tone-tag';
import { Table } from '@tp/web-kit/ui/table';
import { agoLabel, isDisconnected, timeLeftMs } from '../utils/monitor-rows';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { ExtraTimeButton } from './extra-time-button';

// Texts are keys of class-work-texts.
const STATUS = {
  'not-started': { text: 'notStarted', tone: 'plain' },
  'in-progress': { text: 'inProgress', tone: 'busy' },
  finished: { text: 'finished', tone: 'good' },
} as const satisfies Record<ExamStatus, { text: string; tone: Tone }>;

interface MonitorTableProps {
  rows: ExamMonitorRow[];
  /** The server's time now (ms), for time left and "ago". */
  serverNow: number;
  onGiven: (row: ExamMonitorRow) => void;
  /** What an empty table says. */
  emptyText: string;
}

const byText = (a: string, b: string) => a.localeCompare(b);
const byTime = (a: string | null, b: string | null) => (a ? Date.parse(a) : 0) - (b ? Date.parse(b) : 0);

/**
 * Every student's exam, one row each, 50 a page (a whole school stays quick to draw, and the table stays a real table
 * for screen readers, which antd's virtual table is not); sorting and the filters above cover every page.
 */
export function MonitorTable({ rows, serverNow, onGiven, emptyText }: MonitorTableProps) {
  const t = useClassWorkTexts();
  const left = (row: ExamMonitorRow) => timeLeftMs(row, serverNow);
  return (
    <Table<ExamMonitorRow>
      rowKey="exerciseId"
      size="small"
      dataSource={rows}
      pagination={{ defaultPageSize: 50, pageSizeOptions: [50, 100, 200], showSizeChanger: true, hideOnSinglePage: true, showTotal: (total) => t('studentsTotal', { total }) }}
      scroll={{ x: 1060 }}
      locale={{ emptyText }}
      columns={[
        {
          title: t('student'),
          key: 'student',
          width: 240,
          sorter: (a, b) => byText(a.student.name, b.student.name),
          render: (_, row) => (
            <span className="tp-monitor-student">
              <strong>{row.student.name}</strong>
              <span>{row.student.email}</span>
            </span>
          ),
        },
        {
          title: t('status'),
          key: 'status',
          width: 130,
          sorter: (a, b) => byText(a.status, b.status),
          render: (_, row) => <ToneTag tone={STATUS[row.status].tone}>{t(STATUS[row.status].text)}</ToneTag>,
        },
        {
          title: t('answered'),
          key: 'answered',
          width: 110,
          sorter: (a, b) => a.answered / (a.total || 1) - b.answered / (b.total || 1),
          render: (_, row) => `${row.answered}/${row.total}`,
        },
        {
          title: t('timeLeft'),
          key: 'timeLeft',
          width: 130,
          sorter: (a, b) => (left(a) ?? -1) - (left(b) ?? -1),
          render: (_, row) => {
            const ms = left(row);
            if (ms === null) return '—';
            const clock = clockLabel(ms);
            return <span className="tp-monitor-clock">{row.extraMinutes ? t('clockWithExtra', { clock, minutes: row.extraMinutes }) : clock}</span>;
          },
        },
        {
          title: t('lastSave'),
          key: 'lastSave',
          width: 130,
          sorter: (a, b) => byTime(a.lastSavedAt, b.lastSavedAt),
          render: (_, row) => agoLabel(row.lastSavedAt, serverNow),
        },
        {
          title: t('connection'),
          key: 'connection',
          width: 140,
          sorter: (a, b) => Number(a.connected) - Number(b.connected),
          render: (_, row) => {
            if (isDisconnected(row)) return <ToneTag tone="warn">{t('disconnected')}</ToneTag>;
            return row.connected && row.status !== 'finished' ? <ToneTag tone="good">{t('connected')}</ToneTag> : '—';
          },
        },
        {
          title: t('action'),
          key: 'action',
          width: 160,
          render: (_, row) => <ExtraTimeButton row={row} ended={left(row) === null || left(row) === 0} onGiven={onGiven} />,
        },
      ]}
    />
  );
}
