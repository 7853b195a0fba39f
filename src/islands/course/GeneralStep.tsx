import { useEffect, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { WizardActions } from '@/ui/WizardActions';
import { useWizardStep } from '@/ui/useWizardStep';
import { pickerClient } from '@/features/course/client';
import { courseMessages as M } from '@/features/course/messages';
import { courseStepCalls, courseWizard } from '@/features/course/wizard';
import {
  CourseGeneralSchema,
  DEFAULT_THUMBNAILS,
  LEVEL_LABELS,
  LEVELS,
  STATUS_LABELS,
  STATUSES,
  TITLE_MAX,
  type CourseDetail,
  type CourseGeneralInput,
} from '@/features/course/schemas';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import { THUMBNAIL_HINT, ThumbnailField, oneThumbnail } from '@/islands/kit/ThumbnailField';

export interface GeneralStepProps {
  course: CourseDetail | null;
  categories: { value: string; label: string }[];
  models: { id: string; name: string; description: string }[];
  /** A new course's thumbnail: the organisation's default (Setting › Content, decision 0132). */
  defaults: { thumbnail_default: number | null; thumbnail_file_id: number | null; thumbnail_url: string | null };
  /** Publishing by this user goes to review first (the organisation requires review; they are outside its role). */
  reviewFirst: boolean;
}

type Values = Required<Omit<CourseGeneralInput, 'category_id'>> & { category_id: number | null };

const ENDPOINTS = { create: courseStepCalls.createGeneral, update: courseStepCalls.updateGeneral };
const MESSAGES = { created: M.created, saved: M.saved, failed: M.saveFailed };

const initialOf = (c: CourseDetail | null, d: GeneralStepProps['defaults']): Values => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  category_id: c?.category_id ?? null,
  level: c?.level ?? 'fundamental',
  thumbnail_default: c ? c.thumbnail_default : d.thumbnail_default,
  thumbnail_file_id: c ? c.thumbnail_file_id : d.thumbnail_file_id,
  status: c?.status ?? 'draft',
  confidentiality: c?.confidentiality ?? 'public',
  provider_id: c?.provider_id ?? null,
  instructional_model: c?.instructional_model ?? null,
});

/** Step 1, General: title, description, category, level, thumbnail, status, confidentiality, provider, model. */
export function GeneralStep({ course, categories, models, defaults, reviewFirst }: GeneralStepProps) {
  const form = useWizardStep({
    wizard: courseWizard,
    step: 1,
    endpoints: ENDPOINTS,
    messages: MESSAGES,
    schema: CourseGeneralSchema,
    initial: initialOf(course, defaults),
    record: course,
    saved: course !== null,
    derive: oneThumbnail,
  });
  const { values, errors } = form;
  const [partners, setPartners] = useState<{ value: number; label: string }[]>([]);

  useEffect(() => {
    pickerClient.partners().then(
      (d) => setPartners(d.results.map((p) => ({ value: p.id, label: p.name }))),
      () => setPartners([]),
    );
  }, []);

  return (
    <form ref={form.formRef} className="card course-step" noValidate onSubmit={form.submit} aria-label="General">
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Customer Service Excellence" />
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(v) => form.set('description', v)}
        error={errors.description}
        imageFolder="image"
      />
      <div className="course-grid">
        <CategorySelect categories={categories} {...form.field('category_id')} placeholder="Choose a category" />
        <Select label="Provider" options={partners} {...form.field('provider_id')} placeholder="No provider (in-house)" clearable />
      </div>
      <RadioGroup
        label="Level"
        required
        options={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
        value={values.level}
        onChange={(v) => form.set('level', v)}
        error={errors.level}
        className="course-inline"
      />
      <ThumbnailField
        id="course-thumbnail"
        required
        defaults={DEFAULT_THUMBNAILS}
        defaultUrl={(n) => `/course-thumbnails/default-${n}.svg`}
        thumbnailDefault={values.thumbnail_default}
        thumbnailFileId={values.thumbnail_file_id}
        initialUpload={
          course?.thumbnail_file_id && course.thumbnail_url
            ? { id: course.thumbnail_file_id, url: course.thumbnail_url }
            : !course && defaults.thumbnail_file_id && defaults.thumbnail_url
              ? { id: defaults.thumbnail_file_id, url: defaults.thumbnail_url }
              : null
        }
        onDefault={(n) => form.set('thumbnail_default', n)}
        onFile={(id) => form.set('thumbnail_file_id', id)}
        hint={THUMBNAIL_HINT}
        error={errors.thumbnail_default || errors.thumbnail_file_id}
      />
      <div className="course-grid">
        <div>
          <RadioGroup
            label="Status"
            required
            options={STATUSES.filter((s) => s !== 'review' || course?.status === 'review').map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            value={values.status}
            onChange={(v) => form.set('status', v)}
            className="course-inline"
          />
          {reviewFirst && values.status === 'published' && course?.status !== 'published' && (
            <p className="field-hint course-review-note" role="status">
              {M.reviewFirst}
            </p>
          )}
        </div>
        <RadioGroup
          label="Confidentiality"
          options={[
            { value: 'public', label: 'Public' },
            { value: 'private', label: 'Private' },
          ]}
          value={values.confidentiality}
          onChange={(v) => form.set('confidentiality', v)}
          className="course-inline"
        />
      </div>
      <Select
        label="Instructional Design Model"
        options={models.map((m) => ({ value: m.id, label: `${m.name}: ${m.description}` }))}
        value={values.instructional_model}
        onChange={(v) => form.set('instructional_model', v as Values['instructional_model'])}
        placeholder="None"
        clearable
      />
      <WizardActions form={form} submitLabel="Save and Continue" />
    </form>
  );
}
