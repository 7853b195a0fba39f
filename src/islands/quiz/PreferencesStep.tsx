import { useState } from 'react';
import { Switch } from '@/ui/Switch';
import { NumberInput } from '@/ui/NumberInput';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import { Checkbox } from '@/ui/Checkbox';
import { OBJECTIVE_LABELS, PREFERENCE_OPTIONS, questionTypeLabel, type Objective, type QuestionType } from '@/features/quiz/constants';
import { numberRange } from '@/lib/form-paths';
import { QuizInputSchema } from '@/features/quiz/schemas';
import { buildDisplaySettings, countOf, reorderGroup, type QuizForm } from './form-logic';
import { MoveButtons } from '@/ui/MoveButtons';

/** The range the schema gives a preference: the inputs clamp to it (spec 000 §5). */
const range = (field: string) => numberRange(QuizInputSchema, field);

export interface PreferencesStepProps {
  form: QuizForm;
  patch: (p: Partial<QuizForm>) => void;
  limited: boolean;
  setLimited: (on: boolean) => void;
}

/** Preferences (§3): every field with its defaults; surveys show no duration or pass grade. */
export function PreferencesStep({ form, patch, limited, setLimited }: PreferencesStepProps) {
  const survey = form.type === 'lim';
  const [dragging, setDragging] = useState<{ objective: Objective; type: QuestionType } | null>(null);
  const settings = form.question_display_settings;

  return (
    <div className="qz-form">
      <div className="card qz-form">
        <Select
          label="Next Learning"
          options={PREFERENCE_OPTIONS.next_learning_status as { value: 'both' | 'fail'; label: string }[]}
          value={form.next_learning_status}
          onChange={(v) => patch({ next_learning_status: v ?? 'both' })}
        />
        {!survey && (
          <>
            <Switch
              label="Limited Duration"
              checked={limited}
              onChange={(on) => {
                setLimited(on);
                if (!on) patch({ duration: 0 });
              }}
            />
            {limited && (
              <NumberInput
                label="Duration (minutes)"
                value={form.duration}
                onChange={(v) => patch({ duration: v ?? 0 })}
                {...range('duration')}
                error={form.duration > 0 ? null : 'Duration must be above 0'}
              />
            )}
            <NumberInput label="Passing Grade" value={form.pass_grade} onChange={(v) => patch({ pass_grade: v ?? 0 })} {...range('pass_grade')} allowDecimal />
            <Switch label="Display Passing Grade" checked={form.display_passing_grade} onChange={(v) => patch({ display_passing_grade: v })} />
          </>
        )}
        <Switch label="Display Result" checked={form.display_result} onChange={(v) => patch({ display_result: v })} />
        <Switch label="Display Answer" checked={form.display_answer} onChange={(v) => patch({ display_answer: v })} />
        <Switch label="Can Retake on Fail" checked={form.can_retake_on_fail} onChange={(v) => patch({ can_retake_on_fail: v })} />
        <Switch label="Can Retake on Pass" checked={form.can_retake_on_pass} onChange={(v) => patch({ can_retake_on_pass: v })} />
        <div className="qz-pref-row">
          <NumberInput
            label="Time to Retake (minutes, 0 unlimited)"
            value={form.time_to_retake}
            onChange={(v) => patch({ time_to_retake: v ?? 0 })}
            {...range('time_to_retake')}
          />
          <NumberInput label="Max Retake (0 unlimited)" value={form.max_retake} onChange={(v) => patch({ max_retake: v ?? 0 })} {...range('max_retake')} />
        </div>
        <RadioGroup
          label="Score Selection"
          options={PREFERENCE_OPTIONS.score_selection_type as { value: 'last' | 'highest'; label: string }[]}
          value={form.score_selection_type}
          onChange={(v) => patch({ score_selection_type: v })}
        />
        <RadioGroup
          label="Question Arrangement"
          options={PREFERENCE_OPTIONS.question_arrangement as { value: 'sequential' | 'random'; label: string }[]}
          value={form.question_arrangement}
          onChange={(v) => patch({ question_arrangement: v })}
        />
        <RadioGroup
          label="Display per Page"
          options={PREFERENCE_OPTIONS.display_per_page as { value: 'all' | 'single'; label: string }[]}
          value={form.display_per_page}
          onChange={(v) => patch({ display_per_page: v })}
        />
      </div>
      <div className="card qz-form">
        <Switch
          label="Max Question Display"
          checked={settings !== null}
          onChange={(on) => patch({ question_display_settings: on ? buildDisplaySettings(form, null) : null })}
        />
        {settings &&
          (Object.keys(settings) as Objective[]).map((objective) => {
            const entry = settings[objective]!;
            const order = (Object.keys(entry) as QuestionType[]).sort((a, b) => entry[a]!.order - entry[b]!.order);
            return (
              <section key={objective} aria-label={`Display settings ${OBJECTIVE_LABELS[objective]}`}>
                {form.question_type === 'lim3' && <h4>{OBJECTIVE_LABELS[objective]}</h4>}
                <table className="table">
                  <thead>
                    <tr>
                      <th>Order</th>
                      <th>Question Type</th>
                      <th>Max</th>
                      <th>Exclude from grading</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.map((type, i) => {
                      const s = entry[type]!;
                      const available = countOf(form, objective, type);
                      const set = (p: Partial<typeof s>) =>
                        patch({ question_display_settings: { ...settings, [objective]: { ...entry, [type]: { ...s, ...p } } } });
                      return (
                        <tr
                          key={type}
                          className="qz-drag"
                          draggable
                          onDragStart={() => setDragging({ objective, type })}
                          onDragOver={(e) => e.preventDefault()}
                          onDrop={() => {
                            if (dragging?.objective === objective) patch({ question_display_settings: reorderGroup(settings, objective, dragging.type, type) });
                            setDragging(null);
                          }}
                        >
                          <td>
                            {/* Dragging needs a mouse; the arrows move the same group by keyboard. */}
                            <span aria-hidden="true">⋮⋮</span> {s.order}{' '}
                            <MoveButtons
                              name={questionTypeLabel(type)}
                              className="btn btn-ghost btn-sm"
                              first={i === 0}
                              last={i === order.length - 1}
                              onMove={(step) => patch({ question_display_settings: reorderGroup(settings, objective, type, order[i + step]) })}
                            />
                          </td>
                          <td>{questionTypeLabel(type)}</td>
                          <td>
                            <span className="qz-limit">
                              <button
                                type="button"
                                className="btn btn-outline btn-sm"
                                disabled={s.max <= 0}
                                onClick={() => set({ max: s.max - 1 })}
                                aria-label={`Fewer ${questionTypeLabel(type)}`}
                              >
                                −
                              </button>
                              <input
                                className="input"
                                aria-label={`Max ${questionTypeLabel(type)}`}
                                value={s.max}
                                inputMode="numeric"
                                onChange={(e) => set({ max: Math.max(0, Math.min(available, Number(e.target.value.replace(/\D/g, '')) || 0)) })}
                              />
                              <button
                                type="button"
                                className="btn btn-outline btn-sm"
                                disabled={s.max >= available}
                                onClick={() => set({ max: s.max + 1 })}
                                aria-label={`More ${questionTypeLabel(type)}`}
                              >
                                +
                              </button>
                              <small>of {available}</small>
                            </span>
                          </td>
                          <td>
                            <Checkbox label="Exclude" checked={s.exclude_from_grading} onChange={(v) => set({ exclude_from_grading: v })} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </section>
            );
          })}
      </div>
    </div>
  );
}
