import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import type { QuizForm } from './form-logic';

export interface GeneralStepProps {
  form: QuizForm;
  errors: { title?: string | null; description?: string | null };
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  onType: (t: 'quiz' | 'lim') => void;
  onLimType: (t: string) => void;
  limTypes: { value: string; label: string }[];
}

/** General: Title, Description (rich text), Type (Quiz or LIM survey) and, for LIM only, 'LIM Type'. */
export function GeneralStep({ form, errors, onTitle, onDescription, onType, onLimType, limTypes }: GeneralStepProps) {
  return (
    <div className="card qz-form">
      <TextField label="Title" value={form.title} onChange={onTitle} required error={errors.title} maxLength={255} />
      <RichTextEditor label="Description" required value={form.description} onChange={onDescription} error={errors.description} imageFolder="image" />
      <RadioGroup
        label="Type"
        name="quiz-type"
        value={form.type}
        onChange={onType}
        options={[
          { value: 'quiz', label: 'Quiz' },
          { value: 'lim', label: 'Learning Impact Measurement (LIM) Survey' },
        ]}
      />
      {form.type === 'lim' && (
        <Select label="LIM Type" options={limTypes} value={form.question_type || null} onChange={(v) => v && onLimType(v)} placeholder="Select LIM Type" />
      )}
    </div>
  );
}
