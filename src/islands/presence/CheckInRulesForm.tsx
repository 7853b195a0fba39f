import { NumberInput } from '@/ui/NumberInput';
import { useResourceForm } from '@/ui/useResourceForm';
import type { FormScreen } from '@/lib/form-kit';
import { CheckInRulesSchema, type CheckInRules } from '@/features/presence/schemas';
import { presenceApi } from '@/features/presence/api';
import { presenceMessages as M } from '@/features/presence/messages';

/** The rules are a record's settings: saved in place (the form stays), dirty once changed (decision 0108). */
const screen: FormScreen = {
  formId: 'presence-check-in-rules',
  listHref: '/presence',
  endpoints: { update: presenceApi.saveCheckInRules },
  messages: { created: M.rulesSaved, edited: M.rulesSaved, createFailed: M.rulesFailed, editFailed: M.rulesFailed },
  dirtyOnChange: true,
};

/** The check-in rules of one presence (docs/decisions/0021): when check-in opens and closes, lateness, QR steps. */
export default function CheckInRulesForm({ presenceId, initial }: { presenceId: number; initial: CheckInRules }) {
  const form = useResourceForm<CheckInRules>({
    screen,
    schema: CheckInRulesSchema,
    initial,
    record: { id: presenceId },
    // The answer is the rules as stored: the form goes on from them.
    stay: (saved) => saved as unknown as CheckInRules,
  });
  return (
    <form ref={form.formRef} className="card presence-rules" onSubmit={form.submit} noValidate aria-labelledby="rules-title">
      <h2 id="rules-title">Check-in rules</h2>
      <div className="presence-rules-grid">
        <NumberInput label="Opens (minutes before the schedule starts)" {...form.number('early_minutes')} />
        <NumberInput label="Closes (minutes after the schedule ends)" {...form.number('close_minutes')} />
        <NumberInput label="Late after (minutes past the start)" {...form.number('grace_minutes')} />
        <NumberInput label="On-screen QR changes every (seconds, 10 to 15)" {...form.number('step_seconds')} />
        <NumberInput label="Printed QR valid for at most (seconds; empty: until the check-in closes)" {...form.number('print_step_seconds')} />
      </div>
      <button className="btn" type="submit" disabled={form.busy}>
        Save Rules
      </button>
    </form>
  );
}
