import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { Input } from '@tp/web-kit/ui/input';
import { Segmented } from '@tp/web-kit/ui/segmented';
import { useApi } from '@tp/web-kit/use-api';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { useExamMonitor } from '../hooks/use-exam-monitor';
import { filterCounts, matchesFilter, type MonitorFilter } from '../utils/monitor-rows';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { MonitorTable } from './monitor-table';
import './exam-monitor-page.css';

// Labels are keys of class-work-texts.
const FILTERS = [
  { value: 'all', label: 'all' },
  { value: 'not-started', label: 'notStarted' },
  { value: 'in-progress', label: 'inProgress' },
  { value: 'finished', label: 'finished' },
  { value: 'disconnected', label: 'disconnected' },
] as const satisfies readonly { value: MonitorFilter; label: string }[];

const CONNECTION = {
  connecting: { text: 'connecting', tone: 'plain' },
  live: { text: 'live', tone: 'good' },
  reconnecting: { text: 'reconnecting', tone: 'warn' },
} as const;

/** /teacher/examMonitor/{classId}/{hwId}: every student's exam of one class homework, live. */
export function ExamMonitorPage() {
  const t = useClassWorkTexts();
  const { classId = '', hwId = '' } = useParams();
  const cls = useApi((signal) => fetchTeacherClass(classId, signal), [classId]);
  const monitor = useExamMonitor(classId, hwId);
  const [filter, setFilter] = useState<MonitorFilter>('all');
  const [search, setSearch] = useState('');
  // Time left and "ago" move every second between the server's changes.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const all = useMemo(() => [...monitor.rows.values()], [monitor.rows]);
  const counts = filterCounts(all);
  const needle = search.trim().toLowerCase();
  const shown = all.filter((row) => matchesFilter(row, filter) && (!needle || `${row.student.name} ${row.student.email}`.toLowerCase().includes(needle)));
  const homework = cls.data?.homeworkList.find((item) => item.hwID._id === hwId);

  return (
    <div className="tp-monitor">
      <div className="tp-monitor-head">
        <h1>{t('liveExamMonitor')}</h1>
        <ToneTag tone={CONNECTION[monitor.connection].tone}>{t(CONNECTION[monitor.connection].text)}</ToneTag>
        <span className="tp-monitor-links">
          <Link to={`/teacher/correctionExercise/${classId}/${hwId}`}>{t('correctExercise')}</Link>
          <Link to={`/teach/class/${classId}/addContent`}>{t('backToClassHomework')}</Link>
        </span>
      </div>
      <p>{[cls.data?.name, homework?.name].filter(Boolean).join(' · ')}</p>
      <ProblemAlert problem={monitor.problem} />
      {monitor.connection === 'connecting' && !monitor.problem ? <Loading /> : null}
      {monitor.connection !== 'connecting' ? (
        <>
          <dl className="tp-monitor-counts" aria-label={t('studentsByState')}>
            {FILTERS.map(({ value, label }) => (
              <div key={value}>
                <dt>{t(label)}</dt>
                <dd data-count={value}>{counts[value]}</dd>
              </div>
            ))}
          </dl>
          <div className="tp-monitor-tools">
            <Segmented<MonitorFilter>
              aria-label={t('showStudents')}
              value={filter}
              onChange={setFilter}
              options={FILTERS.map(({ value, label }) => ({ value, label: t('filterCount', { label: t(label), count: counts[value] }) }))}
            />
            <Input.Search allowClear placeholder={t('searchNameOrEmail')} aria-label={t('searchStudents')} onChange={(event) => setSearch(event.target.value)} style={{ maxWidth: 280 }} />
          </div>
          <MonitorTable
            rows={shown}
            serverNow={monitor.serverNow()}
            onGiven={monitor.put}
            emptyText={all.length ? t('noStudentMatches') : t('examNotPublished')}
          />
          <p className="tp-monitor-note">{t('monitorNote')}</p>
        </>
      ) : null}
    </div>
  );
}
