import { useState } from 'react';
import { Select } from '@/ui/Select';
import { Textarea } from '@/ui/Textarea';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { checkpointApi } from '@/features/checkpoint/api';
import { checkpointMessages as M } from '@/features/checkpoint/messages';
import { PROFICIENCY_LEVELS } from '@/features/checkpoint/levels';

export interface ScoreEntryProps {
  routes: RoutesOf<Pick<typeof checkpointApi, 'score'>>;
  checkpointId: number;
  batchId: number;
  /** The batch's invited people. */
  people: { id: number; full_name: string; email: string }[];
  competencies: { id: number; code: string; name: string; required_level: number }[];
}

const LEVELS = [{ value: 0, label: '0 Not demonstrated' }, ...PROFICIENCY_LEVELS.map((l) => ({ value: l.level, label: `${l.level} ${l.title}` }))];
const NOTE_MAX = 500;

/**
 * An assessor's entry on the checkpoint detail: one invited person, a level per competency observed (those left
 * empty are not scored this time) and a note. Every entry is kept; the table above shows the final score by the
 * checkpoint's rule once the page reloads.
 */
export default function ScoreEntry({ routes, checkpointId, batchId, people, competencies }: ScoreEntryProps) {
  const [userId, setUserId] = useState<number | null>(null);
  const [levels, setLevels] = useState<Record<number, number | null>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const scores = competencies.flatMap((c) => (levels[c.id] === undefined || levels[c.id] === null ? [] : [{ competency_id: c.id, level: levels[c.id]! }]));

  async function submit(e: { preventDefault: () => void }) {
    e.preventDefault();
    if (userId === null) return setProblem('Choose a person to score');
    if (!scores.length) return setProblem(M.scoresEmpty);
    setProblem(null);
    setBusy(true);
    try {
      const answer = await createClient(routes).score({ params: { id: checkpointId, batchId }, body: { user_id: userId, scores, note } });
      toast.flashSuccess(answer.message);
      window.location.reload();
    } catch (err) {
      showError(err, M.scoreFailed);
      setBusy(false);
    }
  }

  return (
    <form className="cp-score-form" onSubmit={(e) => void submit(e)} aria-label="Enter Scores" noValidate>
      <h3>Enter Scores</h3>
      <Select<number>
        label="Person"
        required
        options={people.map((p) => ({ value: p.id, label: `${p.full_name} (${p.email})` }))}
        value={userId}
        onChange={setUserId}
        placeholder="Choose an invited person"
      />
      <div className="cp-item-row">
        {competencies.map((c) => (
          <Select<number>
            key={c.id}
            label={`${c.code} ${c.name} (required ${c.required_level})`}
            options={LEVELS}
            value={levels[c.id] ?? null}
            onChange={(v) => setLevels({ ...levels, [c.id]: v })}
            clearable
            placeholder="Not scored"
          />
        ))}
      </div>
      <Textarea label="Note" value={note} onChange={setNote} maxLength={NOTE_MAX} rows={2} />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : 'Save Scores'}
        </button>
      </div>
    </form>
  );
}
