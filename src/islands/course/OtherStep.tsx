import { useEffect, useState } from 'react';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import { Pager } from '@/ui/Pager';
import { toast } from '@/stores/toasts';
import type { Pagination } from '@/lib/pager';
import { courseMessages as M } from '@/features/course/messages';
import { BADGE_PAGE_SIZE, CourseOtherSchema, type CourseDetail, type StepSaved } from '@/features/course/schemas';
import { PeoplePicker, type Chosen } from './PeoplePicker';
import { call, nextStepHref, PATHS, saveStep } from './wizard-kit';

interface Values {
  access_period: 'limited' | 'unlimited';
  access_start: string;
  access_end: string;
  learning_order: 'sequential' | 'random';
  achievement: 'none' | 'certificate' | 'badge';
  badge_id: number | null;
  certificate_template_id: number | null;
  experts: Chosen[];
  prerequisites: Chosen[];
}

/** Step 3, Others: access period, learning order, achievement (a badge, 7 a page), experts and prerequisites. */
export function OtherStep({ course }: { course: CourseDetail }) {
  const [values, setValues] = useState<Values>({
    access_period: course.access_period,
    access_start: course.access_start ?? '',
    access_end: course.access_end ?? '',
    learning_order: course.learning_order,
    achievement: course.achievement,
    badge_id: course.badge_id,
    certificate_template_id: course.certificate_template_id,
    experts: course.experts.map((e) => ({ id: e.id, label: e.full_name })),
    prerequisites: course.prerequisites.map((p) => ({ id: p.id, label: p.title })),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [badgePage, setBadgePage] = useState(1);
  const [badges, setBadges] = useState<{ results: { id: number; file_url: string; name?: string | null }[]; pagination: Pagination } | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  const [templates, setTemplates] = useState<{ value: number; label: string }[] | null>(null);
  useEffect(() => {
    if (values.achievement !== 'certificate' || templates) return;
    // The organisation's course certificate templates (type 2, spec 002 §7: the maximum page size).
    call<{ results: { id: number; title: string }[] }>(PATHS.certificates, {}, { query: { type: 2, page: 1, page_size: 1000 } })
      .then((r) => setTemplates(r.results.map((t) => ({ value: t.id, label: t.title }))))
      .catch(() => setTemplates([]));
  }, [values.achievement, templates]);

  useEffect(() => {
    if (values.achievement !== 'badge') return;
    call<typeof badges>(PATHS.badges, {}, { query: { page: badgePage, page_size: BADGE_PAGE_SIZE } })
      .then(setBadges)
      .catch(() => setBadges(null));
  }, [values.achievement, badgePage]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const limited = values.access_period === 'limited';
    const body = {
      access_period: values.access_period,
      access_start: limited && values.access_start ? values.access_start : null,
      access_end: limited && values.access_end ? values.access_end : null,
      learning_order: values.learning_order,
      achievement: values.achievement,
      badge_id: values.achievement === 'badge' ? values.badge_id : null,
      certificate_template_id: values.achievement === 'certificate' ? values.certificate_template_id : null,
      expert_ids: values.experts.map((x) => x.id),
      prerequisite_ids: values.prerequisites.map((x) => x.id),
    };
    await saveStep({
      schema: CourseOtherSchema,
      body,
      send: (parsed) => call<StepSaved>(PATHS.updateOther, { id: course.id }, { method: 'PATCH', body: { ...parsed, updated_at: course.updated_at } }),
      done: () => {
        toast.flashSuccess(M.saved);
        window.location.assign(nextStepHref(course.id, 3));
      },
      setErrors,
      setSaving,
      failed: M.saveFailed,
    });
  };

  return (
    <form className="card course-step" noValidate onSubmit={(e) => void save(e)} aria-label="Others">
      <RadioGroup
        label="Access Period"
        options={[
          { value: 'unlimited', label: 'Unlimited' },
          { value: 'limited', label: 'Limited' },
        ]}
        value={values.access_period}
        onChange={(v) => set('access_period', v)}
        className="course-inline"
      />
      {values.access_period === 'limited' && (
        <div className="course-grid">
          <label className="field">
            <span>Start date</span>
            <input
              className="input"
              type="date"
              value={values.access_start}
              onChange={(e) => set('access_start', e.target.value)}
              aria-invalid={errors.access_start ? true : undefined}
            />
            {errors.access_start && <span className="field-error">{errors.access_start}</span>}
          </label>
          <label className="field">
            <span>End date</span>
            <input
              className="input"
              type="date"
              value={values.access_end}
              onChange={(e) => set('access_end', e.target.value)}
              aria-invalid={errors.access_end ? true : undefined}
            />
            {errors.access_end && <span className="field-error">{errors.access_end}</span>}
          </label>
        </div>
      )}
      <RadioGroup
        label="Learning Order"
        options={[
          { value: 'sequential', label: 'Sequential' },
          { value: 'random', label: 'Random' },
        ]}
        value={values.learning_order}
        onChange={(v) => set('learning_order', v)}
        className="course-inline"
      />
      <RadioGroup
        label="Achievement"
        options={[
          { value: 'none', label: 'None' },
          { value: 'certificate', label: 'Certificate' },
          { value: 'badge', label: 'Badge' },
        ]}
        value={values.achievement}
        onChange={(v) => set('achievement', v)}
        error={errors.achievement}
        className="course-inline"
      />
      {values.achievement === 'certificate' && (
        <Select<number>
          label="Certificate Template"
          required
          options={templates ?? []}
          value={values.certificate_template_id}
          onChange={(v) => set('certificate_template_id', v)}
          placeholder={templates && templates.length === 0 ? 'No course certificate templates yet' : 'Choose a course certificate template'}
          hint={
            <>
              Templates of type Course, made under <a href="/certificate">Certificate Template</a>.
            </>
          }
          error={errors.certificate_template_id}
        />
      )}
      {values.achievement === 'badge' && (
        <fieldset className="field">
          <legend>Badge</legend>
          <div className="course-badges">
            {badges?.results.map((b) => (
              <label key={b.id} className={`course-badge${values.badge_id === b.id ? ' is-selected' : ''}`}>
                <input type="radio" name="badge" checked={values.badge_id === b.id} onChange={() => set('badge_id', b.id)} />
                <img src={b.file_url} alt={b.name || `Badge ${b.id}`} width={64} height={64} />
              </label>
            ))}
            {badges && badges.results.length === 0 && <p>No badges yet: upload one in a classroom or the badge library.</p>}
          </div>
          {badges && badges.pagination.total_pages > 1 && (
            <Pager pagination={badges.pagination} pageSize={BADGE_PAGE_SIZE} onPageChange={setBadgePage} label="Badge pages" />
          )}
          {errors.badge_id && <p className="field-error">{errors.badge_id}</p>}
        </fieldset>
      )}
      <PeoplePicker
        label="Experts"
        path={PATHS.people}
        value={values.experts}
        onChange={(v) => set('experts', v)}
        error={errors.expert_ids}
        placeholder="Search people by name or e-mail"
      />
      <PeoplePicker
        label="Prerequisites"
        path={PATHS.courses}
        value={values.prerequisites}
        onChange={(v) => set('prerequisites', v)}
        error={errors.prerequisite_ids}
        exclude={[course.id]}
        placeholder="Search courses by title"
      />
      <div className="form-actions">
        <a className="btn btn-outline" href={`/course/edit/${course.id}?step=2`}>
          Back
        </a>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving…' : 'Save and Finish'}
        </button>
      </div>
    </form>
  );
}
