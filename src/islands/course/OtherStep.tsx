import { useEffect, useState } from 'react';
import { RadioGroup } from '@/ui/RadioGroup';
import { Select } from '@/ui/Select';
import { DateTimeField } from '@/ui/DateTimeField';
import { WizardActions } from '@/ui/WizardActions';
import { useWizardStep } from '@/ui/useWizardStep';
import { courseClient, pickerClient } from '@/features/course/client';
import { courseMessages as M } from '@/features/course/messages';
import { courseStepCalls, courseWizard } from '@/features/course/wizard';
import { CourseOtherSchema, type CourseDetail } from '@/features/course/schemas';
import { BadgePicker } from '@/islands/kit/BadgePicker';
import { PeoplePicker, type Chosen } from './PeoplePicker';

interface Values extends Record<string, unknown> {
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

const ENDPOINTS = { update: courseStepCalls.updateOther };
const MESSAGES = { saved: M.saved, failed: M.saveFailed };
/** The chosen people and courses travel as their ids; their messages show under the pickers. */
const ERROR_FIELDS = { expert_ids: 'experts', prerequisite_ids: 'prerequisites' };

/** What the step sends: only the dates of a limited period, only the achievement chosen, the chosen ids. */
const toBody = (v: Values) => {
  const limited = v.access_period === 'limited';
  return {
    access_period: v.access_period,
    access_start: limited && v.access_start ? v.access_start : null,
    access_end: limited && v.access_end ? v.access_end : null,
    learning_order: v.learning_order,
    achievement: v.achievement,
    badge_id: v.achievement === 'badge' ? v.badge_id : null,
    certificate_template_id: v.achievement === 'certificate' ? v.certificate_template_id : null,
    expert_ids: v.experts.map((x) => x.id),
    prerequisite_ids: v.prerequisites.map((x) => x.id),
  };
};

/** Step 3, Others: access period, learning order, achievement (a badge, 7 a page), experts and prerequisites. */
export function OtherStep({ course, defaultCertificate }: { course: CourseDetail; defaultCertificate: number | null }) {
  // Before step 3 is first saved, a certificate starts as the organisation's default course template (decision 0132).
  const certificate = course.certificate_template_id ?? (course.steps_done < 3 ? defaultCertificate : null);
  const form = useWizardStep<Values>({
    wizard: courseWizard,
    step: 3,
    endpoints: ENDPOINTS,
    messages: MESSAGES,
    schema: CourseOtherSchema,
    toBody,
    errorFields: ERROR_FIELDS,
    initial: {
      access_period: course.access_period,
      access_start: course.access_start ?? '',
      access_end: course.access_end ?? '',
      learning_order: course.learning_order,
      achievement: course.achievement,
      badge_id: course.badge_id,
      certificate_template_id: certificate,
      experts: course.experts.map((e) => ({ id: e.id, label: e.full_name })),
      prerequisites: course.prerequisites.map((p) => ({ id: p.id, label: p.title })),
    },
    record: course,
    saved: course.steps_done >= 3,
  });
  const { values, errors } = form;
  const [templates, setTemplates] = useState<{ value: number; label: string }[] | null>(null);

  useEffect(() => {
    if (values.achievement !== 'certificate' || templates) return;
    pickerClient.certificates().then(
      (r) => setTemplates(r.results.map((t) => ({ value: t.id, label: t.title }))),
      () => setTemplates([]),
    );
  }, [values.achievement, templates]);

  return (
    <form ref={form.formRef} className="card course-step" noValidate onSubmit={form.submit} aria-label="Others">
      <RadioGroup
        label="Access Period"
        options={[
          { value: 'unlimited', label: 'Unlimited' },
          { value: 'limited', label: 'Limited' },
        ]}
        value={values.access_period}
        onChange={(v) => form.set('access_period', v)}
        className="course-inline"
      />
      {values.access_period === 'limited' && (
        <div className="course-grid">
          <DateTimeField kind="date" label="Start date" {...form.field('access_start')} />
          <DateTimeField kind="date" label="End date" {...form.field('access_end')} />
        </div>
      )}
      <RadioGroup
        label="Learning Order"
        options={[
          { value: 'sequential', label: 'Sequential' },
          { value: 'random', label: 'Random' },
        ]}
        value={values.learning_order}
        onChange={(v) => form.set('learning_order', v)}
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
        onChange={(v) => form.set('achievement', v)}
        error={errors.achievement}
        className="course-inline"
      />
      {values.achievement === 'certificate' && (
        <Select<number>
          label="Certificate Template"
          required
          options={templates ?? []}
          {...form.field('certificate_template_id')}
          placeholder={templates && templates.length === 0 ? 'No course certificate templates yet' : 'Choose a course certificate template'}
          hint={
            <>
              Templates of type Course, made under <a href="/certificate">Certificate Template</a>.
            </>
          }
        />
      )}
      {/* The kit's badge selector (decision 0116), imported with the step: a lazy one rendered on the server for a saved
          badge left the step's HTML unfinished. Its badges load once Badge is the achievement. */}
      {values.achievement === 'badge' && (
        <BadgePicker load={pickerClient.badges} value={values.badge_id} onChange={(id) => form.set('badge_id', id)} error={errors.badge_id} />
      )}
      <PeoplePicker
        label="Experts"
        search={(keyword, signal) => courseClient.people({ query: { keyword, page_size: 10 }, signal })}
        value={values.experts}
        onChange={(v) => form.set('experts', v)}
        error={errors.experts}
        placeholder="Search people by name or e-mail"
      />
      <PeoplePicker
        label="Prerequisites"
        search={(keyword, signal) => courseClient.list({ query: { keyword, page_size: 10 }, signal })}
        value={values.prerequisites}
        onChange={(v) => form.set('prerequisites', v)}
        error={errors.prerequisites}
        exclude={[course.id]}
        placeholder="Search courses by title"
      />
      <WizardActions form={form} submitLabel="Save and Finish" />
    </form>
  );
}
