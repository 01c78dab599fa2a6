import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '@tp/web-kit/use-api';
import { Tabs } from '@tp/web-kit/ui/tabs';
import { fetchLibraries } from '../api/practice-library';
import { usePracticeTexts } from '../practice-texts';
import { pickerTree } from '../utils/library-selections';
import { HelpPanel } from './help-panel';
import { HistoryPanel } from './history-panel';
import { PlayPanel } from './play-panel';
import { ReportPanel } from './report-panel';
import { SettingsPanel } from './settings-panel';
import './resources-page.css';

/** The menu's order. */
const TABS = ['play', 'history', 'report', 'help', 'settings'] as const;
export type ResourcesTab = (typeof TABS)[number];

/**
 * /student/resources: self-practice. PLAY, HISTORY, REPORT, HELP, SETTINGS; the open one is in the address
 * (?tab=report), so a reload or a link keeps it. Each opens fresh (a report after playing shows the new answers).
 */
export function ResourcesPage() {
  const t = usePracticeTexts();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ResourcesTab | null;
  const tab: ResourcesTab = asked && TABS.includes(asked) ? asked : 'play';
  const open = (next: ResourcesTab) => setParams(next === 'play' ? {} : { tab: next });
  // The libraries the student may practise from (their classes'): the settings' picker, and the names REPORT shows.
  const libraries = useApi(async (signal) => pickerTree(await fetchLibraries(signal)), []);
  const panel: Record<ResourcesTab, () => ReactNode> = {
    play: () => <PlayPanel libraries={libraries} onOpen={open} />,
    history: () => <HistoryPanel />,
    report: () => <ReportPanel libraries={libraries} onOpen={open} />,
    help: () => <HelpPanel />,
    settings: () => <SettingsPanel libraries={libraries} onOpen={open} />,
  };

  return (
    <div className="tp-resources">
      <h1 className="tp-resources-title">{t('resources')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => open(key as ResourcesTab)}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(key), children: key === tab ? panel[key]() : null }))}
      />
    </div>
  );
}
