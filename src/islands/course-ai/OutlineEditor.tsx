import type { FieldErrors } from '@/lib/form-kit';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { AI_CONTENT_TYPES, type AiContentType, type Outline } from '@/features/course/ai/schemas';
import { TITLE_MAX } from '@/features/course/schemas';
import { Choice } from './Choice';

const TYPES = AI_CONTENT_TYPES.map((t) => ({ value: t.id, label: t.label }));

/** The outline the model proposed, for the admin to edit: titles, sections, each section's planned contents and types. */
export function OutlineEditor({ outline, onChange, errors }: { outline: Outline; onChange: (o: Outline) => void; errors: FieldErrors }) {
  const setSection = (i: number, s: Partial<Outline['sections'][number]>) =>
    onChange({ ...outline, sections: outline.sections.map((x, j) => (j === i ? { ...x, ...s } : x)) });
  const setContent = (i: number, ci: number, c: Partial<{ type: AiContentType; title: string }>) =>
    setSection(i, { contents: outline.sections[i].contents.map((x, j) => (j === ci ? { ...x, ...c } : x)) });
  return (
    <div className="course-step">
      <TextField
        label="Course title"
        required
        value={outline.title}
        maxLength={TITLE_MAX}
        onChange={(v) => onChange({ ...outline, title: v })}
        error={errors.title}
      />
      <Textarea label="Description" value={outline.description} rows={3} onChange={(v) => onChange({ ...outline, description: v })} />
      {outline.sections.map((s, i) => (
        <fieldset key={i} className="course-section">
          <legend>Section {i + 1}</legend>
          <TextField
            label={`Section ${i + 1} title`}
            required
            value={s.title}
            onChange={(v) => setSection(i, { title: v })}
            error={errors[`sections.${i}.title`]}
          />
          <Textarea label={`Section ${i + 1} summary`} rows={2} value={s.summary} onChange={(v) => setSection(i, { summary: v })} />
          <ol className="ai-contents">
            {s.contents.map((c, ci) => (
              <li key={ci} className="ai-content-row">
                <Choice label={`Type of content ${ci + 1}`} value={c.type} options={TYPES} onChange={(v) => setContent(i, ci, { type: v })} />
                <TextField
                  label={`Title of content ${ci + 1}`}
                  required
                  value={c.title}
                  onChange={(v) => setContent(i, ci, { title: v })}
                  error={errors[`sections.${i}.contents.${ci}.title`]}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove content ${ci + 1} of section ${i + 1}`}
                  disabled={s.contents.length <= 1}
                  onClick={() => setSection(i, { contents: s.contents.filter((_, j) => j !== ci) })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={s.contents.length >= 8}
              onClick={() => setSection(i, { contents: [...s.contents, { type: 'multiple_choice', title: 'New content' }] })}
            >
              Add content to section {i + 1}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={outline.sections.length <= 1}
              onClick={() => onChange({ ...outline, sections: outline.sections.filter((_, j) => j !== i) })}
            >
              Remove section {i + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={outline.sections.length >= 12}
          onClick={() =>
            onChange({
              ...outline,
              sections: [...outline.sections, { title: `Section ${outline.sections.length + 1}`, summary: '', contents: [{ type: 'pdf', title: 'Reading' }] }],
            })
          }
        >
          Add section
        </button>
      </div>
    </div>
  );
}
