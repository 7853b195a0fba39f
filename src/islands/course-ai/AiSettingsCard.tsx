import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Checkbox } from '@/ui/Checkbox';
import { useResourceForm } from '@/ui/useResourceForm';
import type { FormScreen } from '@/lib/form-kit';
import { showError } from '@/stores/error-dialog';
import { AI_LANGUAGE_LABELS, AI_LANGUAGES, AiSettingsInputSchema, type AiSettings } from '@/features/course/ai/schemas';
import { courseAiApi } from '@/features/course/ai/api';
import { courseAiClient } from '@/features/course/ai/client';
import { aiMessages as M } from '@/features/course/ai/messages';
import { Choice } from './Choice';

const LANGUAGES = AI_LANGUAGES.map((l) => ({ value: l, label: AI_LANGUAGE_LABELS[l] }));

/** The settings form (decision 0108): one PUT, then the page again (the builder appears once an endpoint is set). */
const screen: FormScreen = {
  formId: 'course-ai-settings',
  listHref: '/course/create/ai',
  endpoints: { update: courseAiApi.saveSettings },
  messages: { created: M.settingsSaved, edited: M.settingsSaved, createFailed: M.settingsFailed, editFailed: M.settingsFailed },
  dirtyOnChange: true,
};

/** The organisation's OpenAI-compatible endpoint (decision 0091): URL, model, key (write-only), default language. */
export function AiSettingsCard({ settings }: { settings: AiSettings }) {
  const form = useResourceForm({
    screen,
    schema: AiSettingsInputSchema,
    initial: {
      // The organisation's switch as it is: saving the form never turns AI courses on unasked.
      enabled: settings.enabled,
      base_url: settings.base_url,
      model: settings.model,
      api_key: '',
      language: settings.language,
    },
    record: { updated_at: settings.updated_at },
    // The page again: the builder shows once an endpoint is set.
    next: () => window.location.pathname + window.location.search,
  });
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<{ ok: boolean; message: string } | null>(null);

  /** Tries the endpoint with the values as typed (nothing is saved). */
  const tryEndpoint = async () => {
    if (!form.validateAll()) return;
    if (!form.values.base_url) return setTest({ ok: false, message: M.baseUrlToTest });
    setTesting(true);
    try {
      setTest((await courseAiClient.testSettings({ body: form.values })).data);
    } catch (err) {
      showError(err);
    } finally {
      setTesting(false);
    }
  };

  return (
    <form ref={form.formRef} className="course-step" noValidate aria-label="AI endpoint" onSubmit={form.submit}>
      <p className="muted">
        Any OpenAI-compatible endpoint: the console calls <code>POST {'{base URL}'}/chat/completions</code>. The API key is stored encrypted and never shown
        again. Leave Base URL and Model blank to switch AI courses on before choosing an endpoint; clearing both removes the stored endpoint and key.
      </p>
      <div className="course-grid">
        <TextField label="Base URL" {...form.field('base_url')} placeholder="https://api.openai.com/v1" type="url" />
        <TextField label="Model" {...form.field('model')} placeholder="gpt-4o-mini" />
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          {...form.field('api_key')}
          placeholder={settings.has_api_key ? 'Stored: leave blank to keep it' : 'None (a local server may need none)'}
        />
        <Choice label="Default language" value={form.values.language} options={LANGUAGES} onChange={(v) => form.set('language', v)} />
      </div>
      <Checkbox label="AI courses are on for this organisation" checked={form.values.enabled} onChange={(v) => form.set('enabled', v)} />
      {test && (
        <p role="status" className={test.ok ? 'ai-ok' : 'field-error'}>
          {test.message}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-outline" disabled={form.busy || testing} onClick={() => void tryEndpoint()}>
          Test connection
        </button>
        <button type="submit" className="btn btn-primary" disabled={form.busy || testing}>
          Save settings
        </button>
      </div>
    </form>
  );
}
