import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Checkbox } from '@/ui/Checkbox';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { AI_LANGUAGE_LABELS, AI_LANGUAGES, AiSettingsInputSchema, type AiSettings } from '@/features/course/ai/schemas';
import { aiMessages as M } from '@/features/course/ai/messages';
import { serverErrors, zodErrors } from '@/islands/course/wizard-kit';
import { Choice } from './Choice';
import { AI_PATHS, call } from './ai-kit';

const LANGUAGES = AI_LANGUAGES.map((l) => ({ value: l, label: AI_LANGUAGE_LABELS[l] }));

/** The organisation's OpenAI-compatible endpoint (decision 0091): URL, model, key (write-only), default language. */
export function AiSettingsCard({ settings }: { settings: AiSettings }) {
  const [values, setValues] = useState({
    enabled: settings.configured ? settings.enabled : true,
    base_url: settings.base_url,
    model: settings.model,
    api_key: '',
    language: settings.language,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<{ ok: boolean; message: string } | null>(null);
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  const parsed = () => {
    const p = AiSettingsInputSchema.safeParse(values);
    if (!p.success) setErrors(zodErrors(p.error));
    return p.success ? p.data : null;
  };
  const run = async (what: 'save' | 'test') => {
    const body = parsed();
    if (!body) return;
    setBusy(true);
    try {
      if (what === 'test') setTest(await call<{ ok: boolean; message: string }>(AI_PATHS.testSettings, {}, { method: 'POST', body }));
      else {
        await call(AI_PATHS.settings, {}, { method: 'PUT', body: { ...body, updated_at: settings.updated_at } });
        toast.flashSuccess(M.settingsSaved);
        window.location.reload();
      }
    } catch (err) {
      const fields = serverErrors(err);
      if (fields) setErrors(fields);
      else showError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="course-step" noValidate aria-label="AI endpoint" onSubmit={(e) => (e.preventDefault(), void run('save'))}>
      <p className="muted">
        Any OpenAI-compatible endpoint: the console calls <code>POST {'{base URL}'}/chat/completions</code>. The API key is stored encrypted and never shown
        again.
      </p>
      <div className="course-grid">
        <TextField
          label="Base URL"
          required
          value={values.base_url}
          onChange={(v) => set('base_url', v)}
          error={errors.base_url}
          placeholder="https://api.openai.com/v1"
          type="url"
        />
        <TextField label="Model" required value={values.model} onChange={(v) => set('model', v)} error={errors.model} placeholder="gpt-4o-mini" />
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          value={values.api_key}
          onChange={(v) => set('api_key', v)}
          error={errors.api_key}
          placeholder={settings.has_api_key ? 'Stored: leave blank to keep it' : 'None (a local server may need none)'}
        />
        <Choice label="Default language" value={values.language} options={LANGUAGES} onChange={(v) => set('language', v)} />
      </div>
      <Checkbox label="AI courses are on for this organisation" checked={values.enabled} onChange={(v) => set('enabled', v)} />
      {test && (
        <p role="status" className={test.ok ? 'ai-ok' : 'field-error'}>
          {test.message}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run('test')}>
          Test connection
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save settings
        </button>
      </div>
    </form>
  );
}
