import { useState } from 'react';
import { Select } from '@/ui/Select';
import { DateTimeField } from '@/ui/DateTimeField';
import { MoveButtons } from '@/ui/MoveButtons';
import { TypedContentPicker } from '@/islands/kit/TypedContentPicker';
import { createClient } from '@/lib/api-client';
import type { ContentTypeInfo } from '@/lib/content-types';
import { journeyApi } from '@/features/journey/api';
import {
  PICKER_PAGE_SIZE,
  STEP_LABELS,
  UNLOCK_LABELS,
  UNLOCK_RULES,
  type JourneyPickItem,
  type StepInput,
  type StepKind,
  type UnlockRule,
} from '@/features/journey/schemas';

const api = createClient(journeyApi);
const pick = (type: string, keyword: string, page: number) =>
  api.settings({ query: { type: type as StepKind, keyword, page, page_size: PICKER_PAGE_SIZE } as never }) as Promise<{
    results: JourneyPickItem[];
    pagination: { current_page: number; total_pages: number; total_data: number };
  }>;

const keyOf = (s: { kind: string; content_id: number }) => `${s.kind}:${s.content_id}`;

export interface StepsEditorProps {
  steps: StepInput[];
  onChange: (steps: StepInput[]) => void;
  /** Each step's title by `kind:content_id` (a missing content has none). */
  titles: Record<string, string>;
  onTitle: (key: string, title: string) => void;
  types: ContentTypeInfo[];
  /** The form's messages by path under steps ('steps', 'steps.1.unlock_date'…). */
  errorAt: (path: string) => string | null | undefined;
  idPrefix: string;
}

/**
 * The journey's steps in order (decision 0148): added through the kit's typed picker (course, program, live event,
 * checkpoint), moved with ↑/↓, removed, and each with its unlock rule (the first cannot wait on a previous step).
 */
export function StepsEditor({ steps, onChange, titles, onTitle, types, errorAt, idPrefix }: StepsEditorProps) {
  const [picking, setPicking] = useState(false);
  const set = (i: number, patch: Partial<StepInput>) => onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...steps];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    // The first step has no previous one: it opens from the start unless it keeps a date.
    if (next[0]?.unlock === 'previous') next[0] = { ...next[0], unlock: 'none' };
    onChange(next);
  };
  const remove = (i: number) => {
    const next = steps.filter((_, j) => j !== i);
    if (next[0]?.unlock === 'previous') next[0] = { ...next[0], unlock: 'none' };
    onChange(next);
  };
  const listError = errorAt('steps');

  return (
    <fieldset className="field journey-steps" aria-describedby={listError ? `${idPrefix}-steps-error` : undefined}>
      <legend>Steps</legend>
      {steps.length ? (
        <ol className="journey-step-list">
          {steps.map((s, i) => {
            const title = titles[keyOf(s)] ?? 'Content no longer available';
            const name = `step ${i + 1}`;
            const rules = UNLOCK_RULES.filter((r) => i > 0 || r !== 'previous');
            return (
              <li key={keyOf(s)}>
                <div className="journey-step-head">
                  <span className="badge">{STEP_LABELS[s.kind]}</span>
                  <strong>{`${i + 1}. ${title}`}</strong>
                  {errorAt(`steps.${i}.content_id`) && <span className="field-error">{errorAt(`steps.${i}.content_id`)}</span>}
                </div>
                <div className="journey-step-rule">
                  <Select<UnlockRule>
                    label={`Unlock rule of step ${i + 1}`}
                    id={`${idPrefix}-unlock-${i}`}
                    name={`steps.${i}.unlock`}
                    options={rules.map((r) => ({ value: r, label: UNLOCK_LABELS[r] }))}
                    value={s.unlock}
                    onChange={(v) => set(i, { unlock: v ?? 'none', unlock_date: v === 'date' ? s.unlock_date : null })}
                    error={errorAt(`steps.${i}.unlock`)}
                  />
                  {s.unlock === 'date' && (
                    <DateTimeField
                      kind="date"
                      label={`Opens on (step ${i + 1})`}
                      id={`${idPrefix}-date-${i}`}
                      name={`steps.${i}.unlock_date`}
                      required
                      value={s.unlock_date ?? ''}
                      onChange={(v) => set(i, { unlock_date: v || null })}
                      error={errorAt(`steps.${i}.unlock_date`)}
                    />
                  )}
                </div>
                <div className="journey-step-actions">
                  <MoveButtons name={name} onMove={(by) => move(i, by)} first={i === 0} last={i === steps.length - 1} />
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => remove(i)}>
                    {`Remove step ${i + 1}`}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="field-hint">No steps yet: add a course, program, live event or checkpoint.</p>
      )}
      {listError && (
        <p className="field-error" id={`${idPrefix}-steps-error`}>
          {listError}
        </p>
      )}
      <button type="button" className="btn btn-sm btn-outline" onClick={() => setPicking(true)}>
        Add Step
      </button>
      <TypedContentPicker<JourneyPickItem>
        types={types}
        open={picking}
        onClose={() => setPicking(false)}
        taken={(item) => steps.some((s) => s.kind === item.type && s.content_id === item.id)}
        onPick={(item) => {
          if (steps.some((s) => s.kind === item.type && s.content_id === item.id)) return;
          onTitle(keyOf({ kind: item.type, content_id: item.id }), item.title);
          onChange([...steps, { kind: item.type, content_id: item.id, unlock: steps.length ? 'previous' : 'none', unlock_date: null }]);
        }}
        pick={pick}
        pageSize={PICKER_PAGE_SIZE}
        classes={{ types: 'journey-toolbar', list: 'journey-pick-list' }}
      />
    </fieldset>
  );
}
