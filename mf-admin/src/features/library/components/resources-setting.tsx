import { useState } from 'react';
import { maxResourcesProblem, type ResourceBase } from '@tp/contracts/library';
import { errorMessage } from '@tp/web-kit/api-error';
import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { fetchResourceBase, saveResourceSetting } from '../api/library';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRuleMessage } from '../../../components/rule-message';

/** /admin/library: the students' practice settings, the Help page and Max Resources, each saved on its own. */
export function ResourcesSetting() {
  const t = useAdminTexts();
  const { data, loading, error } = useApi((signal) => fetchResourceBase(signal), []);
  if (loading && data === undefined) return <Loading />;
  if (error || !data) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('resourcesNotLoaded'))} />;
  return <SettingsForm initial={data} />;
}

function SettingsForm({ initial }: { initial: ResourceBase }) {
  const t = useAdminTexts();
  const ruleMessage = useRuleMessage();
  const [help, setHelp] = useState(initial.helpContent);
  const [max, setMax] = useState(String(initial.maxQuestions));
  const [maxError, setMaxError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'help' | 'max'>();

  const save = async (which: 'help' | 'max', change: Parameters<typeof saveResourceSetting>[0]) => {
    setBusy(which);
    try {
      await saveResourceSetting(change);
      message.success('Successfully saved');
    } catch (failure) {
      message.error(errorMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };

  const saveMax = () => {
    const problem = maxResourcesProblem(max);
    setMaxError(problem);
    if (!problem) void save('max', { maxQuestions: Number(max.trim()) });
  };

  return (
    <div className="tp-resources-setting">
      <h3>{t('help')}</h3>
      <RichTextEditor value={help} onChange={setHelp} aria-label={t('help')} />
      <Button type="primary" onClick={() => save('help', { helpContent: help })} loading={busy === 'help'} aria-label={t('saveHelp')} style={{ marginTop: 12 }}>
        {t('save')}
      </Button>
      <h3 className="tp-resources-max-title">
        <label htmlFor="tp-max-resources">{t('maxResources')}</label>
      </h3>
      <div className="tp-resources-max">
        <Input
          id="tp-max-resources"
          inputMode="numeric"
          value={max}
          status={maxError ? 'error' : undefined}
          aria-describedby={maxError ? 'tp-max-resources-error' : undefined}
          onChange={(event) => {
            setMax(event.target.value);
            setMaxError(null);
          }}
          onPressEnter={saveMax}
          style={{ width: 160 }}
        />
        <Button type="primary" onClick={saveMax} loading={busy === 'max'} aria-label={t('saveMaxResources')}>
          {t('save')}
        </Button>
      </div>
      {maxError ? (
        <div id="tp-max-resources-error" role="alert" className="tp-resources-error">
          {ruleMessage(maxError)}
        </div>
      ) : null}
    </div>
  );
}
