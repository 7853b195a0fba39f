import { useState } from 'react';
import { NumberInput } from '@/ui/NumberInput';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { CheckInRules } from '@/features/presence/schemas';
import { presenceClient } from '@/features/presence/client';

/** The check-in rules of one presence (docs/decisions/0021): when check-in opens and closes, lateness, QR steps. */
export default function CheckInRulesForm({ presenceId, initial }: { presenceId: number; initial: CheckInRules }) {
  const [rules, setRules] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof CheckInRules) => (value: number | null) => setRules((r) => ({ ...r, [key]: value ?? (key === 'print_step_seconds' ? null : 0) }));
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      setRules((await presenceClient.saveCheckInRules(presenceId, rules)).data);
      toast.success('Check-in rules have been saved.');
    } catch (err) {
      showError(err, 'Failed to save check-in rules');
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="card presence-rules" onSubmit={save} aria-labelledby="rules-title">
      <h2 id="rules-title">Check-in rules</h2>
      <div className="presence-rules-grid">
        <NumberInput label="Opens (minutes before the schedule starts)" value={rules.early_minutes} onChange={set('early_minutes')} min={0} max={720} />
        <NumberInput label="Closes (minutes after the schedule ends)" value={rules.close_minutes} onChange={set('close_minutes')} min={0} max={720} />
        <NumberInput label="Late after (minutes past the start)" value={rules.grace_minutes} onChange={set('grace_minutes')} min={0} max={720} />
        <NumberInput label="On-screen QR changes every (seconds, 10 to 15)" value={rules.step_seconds} onChange={set('step_seconds')} min={10} max={15} />
        <NumberInput
          label="Printed QR valid for at most (seconds; empty: until the check-in closes)"
          value={rules.print_step_seconds}
          onChange={set('print_step_seconds')}
          min={10}
          max={86400}
        />
      </div>
      <button className="btn" type="submit" disabled={saving}>
        Save Rules
      </button>
    </form>
  );
}
