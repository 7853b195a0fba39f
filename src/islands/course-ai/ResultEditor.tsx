import type { FieldErrors } from '@/lib/form-kit';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { aiTypeLabel, type AiContent, type GeneratedCourse } from '@/features/course/ai/schemas';
import { TITLE_MAX } from '@/features/course/schemas';

type Item = AiContent['items'][number];

/** The generated course for the admin to edit before saving: titles, each content's text and its items. */
export function ResultEditor({ course, onChange, errors }: { course: GeneratedCourse; onChange: (c: GeneratedCourse) => void; errors: FieldErrors }) {
  const setSection = (i: number, s: Partial<GeneratedCourse['sections'][number]>) =>
    onChange({ ...course, sections: course.sections.map((x, j) => (j === i ? { ...x, ...s } : x)) });
  const setContent = (i: number, ci: number, c: Partial<AiContent>) =>
    setSection(i, { contents: course.sections[i].contents.map((x, j) => (j === ci ? { ...x, ...c } : x)) });
  const setItem = (i: number, ci: number, ii: number, item: Partial<Item>) =>
    setContent(i, ci, { items: course.sections[i].contents[ci].items.map((x, j) => (j === ii ? { ...x, ...item } : x)) });
  return (
    <div className="course-step">
      <TextField
        label="Course title"
        required
        value={course.title}
        maxLength={TITLE_MAX}
        onChange={(v) => onChange({ ...course, title: v })}
        error={errors['course.title']}
      />
      <Textarea label="Description" value={course.description} rows={3} onChange={(v) => onChange({ ...course, description: v })} />
      {course.sections.map((s, i) => (
        <fieldset key={i} className="course-section">
          <legend>Section {i + 1}</legend>
          <TextField
            label={`Section ${i + 1} title`}
            required
            value={s.title}
            onChange={(v) => setSection(i, { title: v })}
            error={errors[`course.sections.${i}.title`]}
          />
          {s.contents.map((c, ci) => (
            <details key={ci} className="ai-content" open={i === 0 && ci === 0}>
              <summary>
                <span className="pill">{aiTypeLabel(c.type)}</span> {c.title}
              </summary>
              <TextField
                label={`Title of ${aiTypeLabel(c.type)} ${i + 1}.${ci + 1}`}
                required
                value={c.title}
                onChange={(v) => setContent(i, ci, { title: v })}
                error={errors[`course.sections.${i}.contents.${ci}.title`]}
              />
              <Textarea label={`Text of ${aiTypeLabel(c.type)} ${i + 1}.${ci + 1}`} rows={5} value={c.text} onChange={(v) => setContent(i, ci, { text: v })} />
              {c.items.map((item, ii) => (
                <div key={ii} className="course-grid ai-item">
                  <TextField label={`Item ${ii + 1}`} value={item.prompt} onChange={(v) => setItem(i, ci, ii, { prompt: v })} />
                  <TextField label={`Answer ${ii + 1}`} value={item.answer} onChange={(v) => setItem(i, ci, ii, { answer: v })} />
                  {item.options.length > 0 && (
                    <TextField
                      label={`Options ${ii + 1} (separated by |)`}
                      value={item.options.join(' | ')}
                      onChange={(v) => setItem(i, ci, ii, { options: v.split('|').map((o) => o.trim()) })}
                    />
                  )}
                </div>
              ))}
            </details>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
