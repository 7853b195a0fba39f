import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { WizardActions } from '@/ui/WizardActions';
import { useWizardStep } from '@/ui/useWizardStep';
import { classroomApi } from '@/features/classroom/api';
import { classroomMessages as M } from '@/features/classroom/messages';
import { classroomWizard } from '@/features/classroom/wizard';
import { ClassroomGeneralSchema, STATUS_LABELS, TITLE_MAX, type ClassroomDetail, type ClassroomGeneral } from '@/features/classroom/schemas';
import { ThumbnailField, type StoredImage } from './ThumbnailField';

export interface CategoryOption {
  label: string;
  value: number;
  depth: number;
}

const ENDPOINTS = { create: classroomApi.create, update: classroomApi.update };
const MESSAGES = { created: M.created, saved: M.saved, failed: M.saveFailed };

/** Step 1 General: title, description (rich text), category from the /categories tree, thumbnail, status. */
export function GeneralStep({
  classroom,
  categories,
  defaultThumbnail = null,
}: {
  classroom: ClassroomDetail | null;
  categories: CategoryOption[];
  /** A new classroom's thumbnail: the organisation's uploaded default (Setting › Content, decision 0132). */
  defaultThumbnail?: StoredImage | null;
}) {
  const form = useWizardStep<ClassroomGeneral>({
    wizard: classroomWizard,
    step: 1,
    endpoints: ENDPOINTS,
    messages: MESSAGES,
    schema: ClassroomGeneralSchema,
    initial: {
      title: classroom?.title ?? '',
      description: classroom?.description ?? '',
      category_id: classroom?.category_id ?? null,
      thumbnail_file_id: classroom ? classroom.thumbnail_file_id : (defaultThumbnail?.id ?? null),
      status: classroom?.status ?? 'draft',
    },
    record: classroom,
    saved: classroom !== null,
  });
  const { values, errors } = form;
  const [thumbnail, setThumbnail] = useState<StoredImage | null>(
    classroom?.thumbnail && classroom.thumbnail_file_id
      ? { id: classroom.thumbnail_file_id, full_path: classroom.thumbnail }
      : classroom
        ? null
        : defaultThumbnail,
  );

  return (
    <form ref={form.formRef} className="card classroom-step" onSubmit={form.submit} noValidate aria-label="General">
      <h2>General</h2>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Leadership Essentials Bootcamp" />
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(v) => form.set('description', v)}
        error={errors.description}
        imageFolder="image"
        placeholder="What learners will do and take away"
      />
      <Select<number>
        label="Category"
        options={categories.map((c) => ({ value: c.value, label: c.label }))}
        {...form.field('category_id')}
        placeholder="Select category"
        clearable
      />
      <ThumbnailField
        value={thumbnail}
        error={errors.thumbnail_file_id}
        onChange={(img) => {
          setThumbnail(img);
          form.set('thumbnail_file_id', img?.id ?? null);
        }}
      />
      <RadioGroup
        label="Status"
        name="status"
        options={Object.entries(STATUS_LABELS)
          .filter(([value]) => value !== 'review' || classroom?.status === 'review')
          .map(([value, label]) => ({ value: value as ClassroomGeneral['status'], label }))}
        value={values.status}
        onChange={(v) => form.set('status', v)}
      />
      <WizardActions form={form} submitLabel="Save and Continue" />
    </form>
  );
}
