import { useEffect, useRef, useState } from 'react';
import { Switch } from '@/ui/Switch';
import { Checkbox } from '@/ui/Checkbox';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { errorsFromIssues, validate } from '@/lib/form-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { notificationApi } from '@/features/notification/api';
import { eventById, fillTemplate, recipientLabels, sampleValues } from '@/features/notification/events';
import { notificationMessages as M } from '@/features/notification/messages';
import { BODY_MAX, EventSettingInputSchema, SUBJECT_MAX, eventIssues, type EventSetting } from '@/features/notification/schemas';
import './notification.css';

const api = createClient(notificationApi);
type Errors = Record<string, string | undefined>;

/**
 * Setting › Notification, the events tab (decision 0131): each event's switches, recipients and template in a table;
 * Edit opens the event's form below it, with the placeholders and a preview filled with sample data.
 */
export default function NotificationEvents({ initial, mailConfigured }: { initial: EventSetting[]; mailConfigured: boolean }) {
  const [events, setEvents] = useState(initial);
  const [open, setOpen] = useState<string | null>(null);
  const current = events.find((e) => e.event === open);
  const replace = (next: EventSetting) => setEvents((all) => all.map((e) => (e.event === next.event ? next : e)));
  return (
    <div className="notification-page">
      {!mailConfigured && (
        <p className="notice" role="status">
          {M.mailNotConfigured} E-mails are queued and shown as failed on the Deliveries tab until it is.
        </p>
      )}
      <div className="card">
        <table className="table notification-events">
          <caption className="visually-hidden">Notification events</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">E-mail</th>
              <th scope="col">In-app</th>
              <th scope="col">Recipients</th>
              <th scope="col">Template</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.event}>
                <th scope="row">
                  {e.label}
                  <div className="hint-text">{e.description}</div>
                  {!e.triggered && <div className="notification-untriggered">{M.notTriggered}</div>}
                </th>
                <td>{e.email ? 'On' : 'Off'}</td>
                <td>{e.in_app ? 'On' : 'Off'}</td>
                <td>{e.recipients.map((r) => recipientLabels[r]).join(', ')}</td>
                <td>{e.customised ? 'Customised' : 'Default'}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-expanded={open === e.event}
                    onClick={() => setOpen(open === e.event ? null : e.event)}
                  >
                    {open === e.event ? 'Close' : 'Edit'} <span className="visually-hidden">{e.label}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {current && <EventForm key={`${current.event}-${current.updated_at ?? ''}`} setting={current} onSaved={replace} onClose={() => setOpen(null)} />}
    </div>
  );
}

function EventForm({ setting, onSaved, onClose }: { setting: EventSetting; onSaved: (s: EventSetting) => void; onClose: () => void }) {
  const [form, setForm] = useState({
    email: setting.email,
    in_app: setting.in_app,
    recipients: setting.recipients,
    subject: setting.subject,
    body: setting.body,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { markDirty, markClean } = useDirtyForm(`notification-${setting.event}`, { dirtyOnEnter: false });
  const definition = eventById(setting.event);
  const samples = definition ? sampleValues(definition) : {};
  const change = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    markDirty();
  };
  const titleId = `notification-form-${setting.event}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens below the table: it is brought into view and its heading takes the focus.
  useEffect(() => heading.current?.focus(), []);

  async function save() {
    const input = { ...form, updated_at: setting.updated_at };
    const problems: Errors = validate(EventSettingInputSchema, input);
    for (const issue of eventIssues(setting.event, form)) problems[issue.path] ??= issue.message;
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const res = await api.save({ params: { event: setting.event }, body: input });
      markClean();
      toast.success(res.message ?? M.saved(setting.label));
      onSaved(res.data);
    } catch (err) {
      const shown = ['subject', 'body', 'recipients'];
      if (err instanceof ApiError && err.fields.length && err.fields.every((f) => shown.includes(f.field ?? ''))) setErrors(errorsFromIssues(err.fields));
      else showError(err);
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setBusy(true);
    try {
      const res = await api.reset({ params: { event: setting.event }, body: { updated_at: setting.updated_at } });
      markClean();
      toast.success(res.message ?? M.reset(setting.label));
      onSaved(res.data);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card notification-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {setting.label}
      </h2>
      {!setting.triggered && <p className="notification-untriggered">{M.notTriggered}</p>}
      <div className="notification-switches">
        <Switch label="Send by e-mail" checked={form.email} onChange={(v) => change({ email: v })} />
        <Switch label="Show in the app" checked={form.in_app} onChange={(v) => change({ in_app: v })} />
      </div>
      <fieldset className="notification-recipients">
        <legend>Recipients</legend>
        {setting.recipient_options.map((r) => (
          <Checkbox
            key={r}
            label={recipientLabels[r]}
            checked={form.recipients.includes(r)}
            onChange={(on) => change({ recipients: on ? [...form.recipients, r] : form.recipients.filter((x) => x !== r) })}
          />
        ))}
        {errors.recipients && (
          <p className="field-error" role="alert">
            {errors.recipients}
          </p>
        )}
      </fieldset>
      <div className="notification-template">
        <div>
          <TextField
            label="Subject"
            required
            name="subject"
            maxLength={SUBJECT_MAX}
            value={form.subject}
            onChange={(v) => change({ subject: v })}
            error={errors.subject}
          />
          <Textarea
            label="Body"
            required
            name="body"
            maxLength={BODY_MAX}
            rows={9}
            value={form.body}
            onChange={(v) => change({ body: v })}
            error={errors.body}
          />
          <h3>Placeholders</h3>
          <dl className="notification-placeholders">
            {setting.placeholders.map((p) => (
              <div key={p.name}>
                <dt>
                  <code>{`{{${p.name}}}`}</code>
                </dt>
                <dd>{p.description}</dd>
              </div>
            ))}
          </dl>
        </div>
        <section className="notification-preview" aria-labelledby={`${titleId}-preview`}>
          <h3 id={`${titleId}-preview`}>Preview</h3>
          <p className="notification-sample-label">Sample data: the names and titles below are examples, not real records.</p>
          <p className="notification-preview-subject">
            <span className="hint-text">Subject: </span>
            {fillTemplate(form.subject, samples)}
          </p>
          <pre className="notification-preview-body">{fillTemplate(form.body, samples)}</pre>
        </section>
      </div>
      <div className="policy-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-outline" disabled={busy || !setting.customised} onClick={() => void reset()}>
          Reset to default
        </button>
        <button type="submit" className="btn" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
