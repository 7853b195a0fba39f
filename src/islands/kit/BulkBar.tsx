import { lazy, Suspense, useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { BulkAction, KitApi, ListSelection } from '@/lib/list-kit';
import { Select } from '@/ui/Select';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import './bulk-bar.css';

const ConfirmDialog = lazy(() => import('@/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** The bar above the table while rows are selected (loaded with the first selection: it brings the calls and dialogs): how many, and the declared actions on them. */
export function BulkBar({ selection, ids, onDone }: { selection: ListSelection; ids: number[]; onDone: () => void }) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ids.length) return null;

  const send = async (action: BulkAction) => {
    setBusy(true);
    try {
      const extra = action.choose && choice !== null ? { [action.choose.key]: action.choose.numeric ? Number(choice) : choice } : {};
      const bulk = createClient<Pick<KitApi, 'bulk'>>({ bulk: { method: 'POST', path: action.endpoint } }).bulk;
      const res = await bulk({ body: { ...action.body, ...extra, ids } });
      if (res.message) toast.success(res.message);
      setPending(null);
      onDone();
    } catch (err) {
      setPending(null);
      showError(err, selection.failed);
    } finally {
      setBusy(false);
    }
  };

  const start = (action: BulkAction) => {
    setChoice(null);
    if (action.confirm || action.choose) setPending(action);
    else void send(action);
  };
  const text = pending?.confirm?.text.replace('{count}', String(ids.length));

  return (
    <div className="bulk-bar" role="region" aria-label="Selected rows">
      <span aria-live="polite">{ids.length} selected</span>
      {selection.actions.map((a) => (
        <button key={a.id} type="button" className={`btn btn-sm ${a.variant === 'danger' ? 'btn-danger' : 'btn-outline'}`} onClick={() => start(a)}>
          {a.label}
        </button>
      ))}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={pending.confirm?.title ?? pending.label}
            text={
              <>
                {text && <p>{text}</p>}
                {pending.choose && (
                  <Select<string>
                    label={pending.choose.label}
                    options={pending.choose.options}
                    value={choice}
                    onChange={setChoice}
                    placeholder={pending.choose.label}
                  />
                )}
              </>
            }
            confirmLabel={pending.label}
            variant={pending.variant === 'danger' ? 'danger' : 'primary'}
            busy={busy}
            onConfirm={() => (pending.choose && choice === null ? toast.error(`Choose ${pending.choose.label}`) : void send(pending))}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
