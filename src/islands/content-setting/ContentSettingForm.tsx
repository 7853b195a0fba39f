import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { Switch } from '@/ui/Switch';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { contentSettingApi } from '@/features/content-setting/api';
import { contentSettingMessages as M } from '@/features/content-setting/messages';
import {
  CERTIFICATE_DEFAULTS,
  ContentSettingInputSchema,
  DEFAULT_THUMBNAIL_COUNT,
  LEARNING_ORDER_LABELS,
  LEARNING_ORDERS,
  type ContentSetting,
  type ContentSettingValues,
} from '@/features/content-setting/schemas';
import { THUMBNAIL_HINT, ThumbnailField, oneThumbnail } from '@/islands/kit/ThumbnailField';
import './content-setting.css';

const screen = saveChangesForm(
  'content-setting',
  '/setting/content',
  { update: contentSettingApi.save },
  { ...M, created: M.edited, createFailed: M.editFailed, edited: M.edited, editFailed: M.editFailed },
);

type Values = Required<ContentSettingValues>;
const THUMBNAILS = Array.from({ length: DEFAULT_THUMBNAIL_COUNT }, (_, i) => i + 1);

const initialOf = (s: ContentSetting): Values => ({
  thumbnail_default: s.thumbnail_default,
  thumbnail_file_id: s.thumbnail_file_id,
  certificate_course_id: s.certificate_course_id,
  certificate_classroom_id: s.certificate_classroom_id,
  certificate_program_id: s.certificate_program_id,
  certificate_live_event_id: s.certificate_live_event_id,
  learning_order: s.learning_order,
  allow_download: s.allow_download,
  review_required: s.review_required,
  review_role_id: s.review_role_id,
});

/**
 * /setting/content: the organisation's defaults for new content (docs/decisions/0132). The course, classroom and
 * other wizards start from these; with review required, publishing by someone outside the review role sends the
 * content to review instead.
 */
export default function ContentSettingForm({ setting }: { setting: ContentSetting }) {
  const form = useResourceForm({
    screen,
    schema: ContentSettingInputSchema,
    initial: initialOf(setting),
    record: { updated_at: setting.updated_at },
    derive: oneThumbnail,
  });
  const { values, errors } = form;
  const thumbError = errors.thumbnail_default || errors.thumbnail_file_id;

  return (
    <form ref={form.formRef} className="card content-setting-form" noValidate onSubmit={form.submit} aria-label="Content Setting">
      <section aria-labelledby="cs-thumbnail">
        <h2 id="cs-thumbnail">Default thumbnail</h2>
        <ThumbnailField
          id="cs-thumbnail"
          legend="Thumbnail for new courses, programs and journeys"
          required
          defaults={THUMBNAILS}
          defaultUrl={(n) => `/course-thumbnails/default-${n}.svg`}
          thumbnailDefault={values.thumbnail_default}
          thumbnailFileId={values.thumbnail_file_id}
          initialUpload={setting.thumbnail_file_id && setting.thumbnail_url ? { id: setting.thumbnail_file_id, url: setting.thumbnail_url } : null}
          onDefault={(n) => form.set('thumbnail_default', n)}
          onFile={(id) => form.set('thumbnail_file_id', id)}
          hint={`${THUMBNAIL_HINT} A classroom takes an uploaded image only.`}
          error={thumbError}
        />
      </section>

      <section aria-labelledby="cs-certificates">
        <h2 id="cs-certificates">Default certificate templates</h2>
        <div className="cs-grid">
          {CERTIFICATE_DEFAULTS.map(({ field, type, label }) => (
            <Select
              key={field}
              label={label}
              options={setting.options.certificates[type].map((t) => ({ value: t.id, label: t.title }))}
              {...form.field(field)}
              placeholder="No default certificate"
              noOptionsText={`No ${label.toLowerCase()} certificate templates yet`}
              clearable
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="cs-learning">
        <h2 id="cs-learning">Learning</h2>
        <RadioGroup
          label="Learning order"
          required
          options={LEARNING_ORDERS.map((o) => ({ value: o, label: LEARNING_ORDER_LABELS[o] }))}
          value={values.learning_order}
          onChange={(v) => form.set('learning_order', v)}
          error={errors.learning_order}
          className="cs-inline"
        />
        <p className="field-hint">Sequential: learners open each content after finishing the one before. Free: in any order.</p>
        <Switch {...form.toggle('allow_download')} label="Learners may download files" hint="PDF, PPT, documents and other files placed in content." />
      </section>

      <section aria-labelledby="cs-review">
        <h2 id="cs-review">Review before publish</h2>
        <Switch
          {...form.toggle('review_required')}
          label="New content needs review before it is published"
          hint="Publishing by someone outside the review role sends the content to review; a member of the role publishes it."
        />
        {values.review_required && (
          <Select
            label="Review role"
            required
            options={setting.options.roles.map((r) => ({ value: r.id, label: r.title }))}
            {...form.field('review_role_id')}
            placeholder="Choose a role"
          />
        )}
      </section>
      <FormActions form={form} submitLabel="Save Changes" onCancel={() => guardedNavigate('/dashboard')} />
    </form>
  );
}
