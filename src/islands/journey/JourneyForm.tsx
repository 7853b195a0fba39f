import { useRef, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { MultiSelect } from '@/ui/MultiSelect';
import { RequiredMark } from '@/ui/RequiredMark';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { ContentTypeInfo } from '@/lib/content-types';
import { guardedNavigate } from '@/stores/dirty-form';
import { NOBODY_MATCHES, personOption, usePeopleSearch, type PersonOption } from '@/islands/kit/usePeopleSearch';
import { journeyApi } from '@/features/journey/api';
import { journeyMessages as M } from '@/features/journey/messages';
import {
  AUDIENCE_LABELS,
  AUDIENCE_TYPES,
  DEFAULT_THUMBNAILS,
  defaultThumbnailUrl,
  JOURNEY_STATUSES,
  JourneyInputSchema,
  STATUS_LABELS,
  TITLE_MAX,
  type AudienceType,
  type JourneyDetail,
  type StepInput,
} from '@/features/journey/schemas';
import { StepsEditor } from './StepsEditor';
import './journey.css';

type Named = { id: number; name: string };
const AUDIENCE_FIELD = { event: 'Live events', company: 'Companies', divisi: 'Divisions' } as const;

export interface JourneyFormProps {
  /** Edit: the journey as stored (with the updated_at the edit starts from). */
  journey?: JourneyDetail;
  /** Create from an existing journey (/journey/create/{id}): the form starts as its copy. */
  copyOf?: JourneyDetail;
  audienceOptions: Record<Exclude<AudienceType, 'invitation'>, Named[]>;
  people: PersonOption[];
  types: ContentTypeInfo[];
}

interface Values {
  title: string;
  description: string;
  thumbnail_default: number;
  audience_type: AudienceType;
  audience_ids: number[];
  user_ids: number[];
  status: (typeof JOURNEY_STATUSES)[number];
  steps: StepInput[];
}

/** The form's declaration (decision 0071): sends at once on create, asks 'Save Changes?' on edit. */
const screen = saveChangesForm('journey-form', '/journey', journeyApi, M);

const initialOf = (j: JourneyDetail | undefined, copy: boolean): Values => ({
  title: j ? (copy ? `Copy of ${j.title}`.slice(0, TITLE_MAX) : j.title) : '',
  description: j?.description ?? '',
  thumbnail_default: j?.thumbnail_default ?? 1,
  audience_type: j?.audience_type ?? 'invitation',
  audience_ids: j?.audience_ids ?? [],
  user_ids: j?.user_ids ?? [],
  status: j && !copy ? j.status : 'draft',
  steps: j?.step_list.map(({ kind, content_id, unlock, unlock_date }) => ({ kind, content_id, unlock, unlock_date })) ?? [],
});

/** Another audience type names other things: changing it clears what the last one named. */
const oneAudience = (v: Values, changed: keyof Values): Values => (changed === 'audience_type' ? { ...v, audience_ids: [] } : v);

/** /journey/create and /journey/edit/{id}: general data, audience, invited learners and steps (decision 0148). */
export default function JourneyForm({ journey, copyOf, audienceOptions, people, types }: JourneyFormProps) {
  const source = journey ?? copyOf;
  const form = useResourceForm({ screen, schema: JourneyInputSchema, initial: initialOf(source, !journey), record: journey, derive: oneAudience });
  const { values, errors } = form;
  const [titles, setTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries((source?.step_list ?? []).flatMap((s) => (s.title ? [[`${s.kind}:${s.content_id}`, s.title]] : []))),
  );
  const { found, searchField } = usePeopleSearch(people);
  const known = useRef(new Map<number, PersonOption>([...people, ...(source?.invited ?? [])].map((p) => [p.id, p])));
  for (const p of found) known.current.set(p.id, p);
  const picked = values.user_ids.map((id) => known.current.get(id)).filter((p): p is PersonOption => Boolean(p));
  const personOptions = [...picked, ...found.filter((p) => !values.user_ids.includes(p.id))].map(personOption);
  const audienceType = values.audience_type;

  return (
    <form ref={form.formRef} className="card journey-form" noValidate onSubmit={form.submit} aria-label={form.editing ? 'Edit Journey' : 'Create Journey'}>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. New Hire Journey" />
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(v) => form.set('description', v)}
        error={errors.description}
        imageFolder="image"
      />
      <fieldset className="field">
        <legend>
          Thumbnail <RequiredMark required />
        </legend>
        <div className="journey-thumbs">
          {DEFAULT_THUMBNAILS.map((n) => (
            <label key={n} className={`journey-thumb${values.thumbnail_default === n ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="thumbnail"
                checked={values.thumbnail_default === n}
                onChange={() => form.set('thumbnail_default', n)}
                aria-label={`Default thumbnail ${n}`}
              />
              <img src={defaultThumbnailUrl(n)} alt="" width={120} height={68} />
            </label>
          ))}
        </div>
      </fieldset>
      <StepsEditor
        steps={values.steps}
        onChange={(steps) => form.set('steps', steps)}
        titles={titles}
        onTitle={(key, title) => setTitles((t) => ({ ...t, [key]: title }))}
        types={types}
        errorAt={(path) => (path === 'steps' ? errors.steps : form.at(path).error)}
        idPrefix="journey"
      />
      <RadioGroup
        label="Audience"
        required
        options={AUDIENCE_TYPES.map((t) => ({ value: t, label: AUDIENCE_LABELS[t] }))}
        value={audienceType}
        onChange={(v) => form.set('audience_type', v)}
        error={errors.audience_type}
      />
      {audienceType !== 'invitation' && (
        <MultiSelect<number>
          label={AUDIENCE_FIELD[audienceType]}
          name="audience_ids"
          required
          options={audienceOptions[audienceType].map((o) => ({ value: o.id, label: o.name }))}
          value={values.audience_ids}
          onChange={(ids) => form.set('audience_ids', ids)}
          error={errors.audience_ids}
        />
      )}
      <div className="journey-people">
        <TextField label="Find learners to invite" name="user_ids_search" {...searchField('Invited learners')} />
        <MultiSelect<number>
          label="Invited learners"
          name="user_ids"
          options={personOptions}
          value={values.user_ids}
          onChange={(ids) => form.set('user_ids', ids)}
          error={errors.user_ids}
          noOptionsText={NOBODY_MATCHES}
          hint={audienceType === 'invitation' ? 'The journey’s learners.' : 'Invited by name, on top of the audience.'}
        />
      </div>
      <RadioGroup
        label="Status"
        required
        options={JOURNEY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        value={values.status}
        onChange={(v) => form.set('status', v)}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/journey')} />
    </form>
  );
}
