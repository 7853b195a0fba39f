import { useId, useState } from 'react';
import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/fetcher';
import { Modal } from '@/ui/Modal';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { walletApi } from '@/features/account/wallet-api';
import { walletMessages as M } from '@/features/account/wallet-messages';
import { NOTE_MAX, REFERENCE_MAX, TopUpSchema, type WalletBalance } from '@/features/account/wallet-schemas';
import './wallet.css';

const client = createClient(walletApi);

type Fields = { amount: string; reference: string; note: string };
const EMPTY: Fields = { amount: '', reference: '', note: '' };
const FIGURES = [
  ['available', M.available],
  ['held', M.held],
  ['total', M.total],
] as const;

/** The wallet's figures (read from the balance row on the server) and the top-up an administrator records. */
export default function WalletSummary({ balance }: { balance: WalletBalance }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const set = (field: keyof Fields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
  };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const parsed = TopUpSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const res = await client.topUp({ body: parsed.data });
      // The balance and the ledger are the server's: the page is read again, with the toast on it.
      toast.flashSuccess(res.message || M.topUpRecorded);
      window.location.reload();
    } catch (err) {
      if (err instanceof ApiError && err.fields.some((f) => f.field)) {
        const found: Partial<Record<keyof Fields, string>> = {};
        for (const f of err.fields) if (f.field) found[f.field as keyof Fields] ??= f.message;
        setErrors(found);
      } else showError(err, M.topUpFailed);
      setBusy(false);
    }
  };

  return (
    <section className="wallet-summary" aria-label={M.title}>
      <dl className="wallet-figures">
        {FIGURES.map(([key, label]) => (
          <div className="stat" key={key}>
            <dt className="label">{label}</dt>
            <dd className="value" data-testid={`wallet-${key}`}>
              {balance[`${key}_label`]}
            </dd>
          </div>
        ))}
      </dl>
      <div className="wallet-actions">
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          {M.recordTopUp}
        </button>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={M.topUpTitle}
        size="small"
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn" form={formId} disabled={busy}>
              Save
            </button>
          </>
        }
      >
        <form id={formId} className="wallet-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="wallet-hint">{M.topUpHint}</p>
          <TextField
            label="Amount (Rp)"
            required
            value={values.amount}
            onChange={set('amount')}
            error={errors.amount}
            placeholder="1.500.000"
            hint="Whole rupiah"
          />
          <TextField label="Reference" required value={values.reference} onChange={set('reference')} error={errors.reference} maxLength={REFERENCE_MAX} />
          <Textarea label="Note" value={values.note} onChange={set('note')} error={errors.note} maxLength={NOTE_MAX} rows={3} />
        </form>
      </Modal>
    </section>
  );
}
