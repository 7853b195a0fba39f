import { useRef } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select, type SelectOption } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { StoredFileRef } from '@/lib/file-ref';
import type { UserPickRow } from '@/lib/platform-api';
import { guardedNavigate } from '@/stores/dirty-form';
import { ImageField } from '@/islands/kit/ImageField';
import { NOBODY_MATCHES, personOption, usePeopleSearch } from '@/islands/kit/usePeopleSearch';
import { expertApi } from '@/features/expert/api';
import { expertMessages as M } from '@/features/expert/messages';
import { ExpertInputSchema, type ExpertDetail, type Option } from '@/features/expert/schemas';
import './expert.css';

type Values = {
  kind: 'user' | 'external';
  user_id: number | null;
  name: string;
  title: string;
  expertise: string;
  bio: string;
  picture: StoredFileRef | null;
  expert_level_id: number | null;
  email: string;
  phone: string;
};

const LIST = '/expert/expert-list';
const screen = saveChangesForm('expert-form', LIST, expertApi, M);

const initialOf = (e?: ExpertDetail): Values => ({
  kind: e && !e.user_id ? 'external' : 'user',
  user_id: e?.user_id ?? null,
  name: e && !e.user_id ? e.name : '',
  title: e?.title ?? '',
  expertise: e?.expertise.join(', ') ?? '',
  bio: e?.bio ?? '',
  picture: e?.picture ?? null,
  expert_level_id: e?.expert_level?.id ?? null,
  email: e && !e.user_id ? e.email : '',
  phone: e?.phone ?? '',
});

/** What is sent: the person or the external name, and the expertise typed as a comma-separated list. */
const toBody = ({ kind, expertise, ...v }: Values) => ({
  ...v,
  user_id: kind === 'user' ? v.user_id : null,
  name: kind === 'external' ? v.name : '',
  email: kind === 'external' ? v.email : '',
  expertise: expertise
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});

export interface ExpertFormProps {
  /** Edit (/expert/expert-list/create/{id}): the expert. */
  item?: ExpertDetail;
  /** The first people of the organisation (GET /users), so the list is not empty before a search. */
  people: UserPickRow[];
  /** The organisation's expert levels (GET /expert-level). */
  levels: Option[];
}

/** /expert/expert-list/create/{id?}: an expert profile, a person of the organisation or an external person (decision 0144). */
export default function ExpertForm({ item, people, levels }: ExpertFormProps) {
  const form = useResourceForm({ screen, schema: ExpertInputSchema, initial: initialOf(item), record: item, toBody });
  const search = usePeopleSearch(people);
  const options = search.found.map(personOption);
  const chosen = useRef<SelectOption<number> | null>(item?.user ? personOption(item.user) : null);
  const shown = chosen.current && !options.some((o) => o.value === chosen.current?.value) ? [chosen.current, ...options] : options;
  const external = form.values.kind === 'external';

  return (
    <form ref={form.formRef} className="card expert-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Expert' : 'Create Expert'}>
      <RadioGroup
        label="Expert is"
        name="kind"
        value={form.values.kind}
        onChange={(v) => form.set('kind', v)}
        options={[
          { value: 'user', label: 'A person of the organisation' },
          { value: 'external', label: 'An external person' },
        ]}
      />
      {external ? (
        <>
          <TextField label="Name" required maxLength={120} {...form.field('name')} />
          <TextField label="E-mail" type="email" maxLength={254} {...form.field('email')} />
        </>
      ) : (
        <>
          <TextField label="Find a person" name="person_search" {...search.searchField('Person')} />
          <Select<number>
            label="Person"
            name="user_id"
            required
            options={shown}
            value={form.values.user_id}
            onChange={(v) => {
              chosen.current = shown.find((o) => o.value === v) ?? null;
              form.set('user_id', v);
            }}
            error={form.errors.user_id}
            placeholder="Choose an active user"
            noOptionsText={NOBODY_MATCHES}
          />
        </>
      )}
      <TextField label="Title" maxLength={120} {...form.field('title')} placeholder="e.g. Customer Experience Lead" />
      <TextField label="Expertise" {...form.field('expertise')} hint="Tags separated by commas, e.g. Negotiation, Sales coaching." />
      <Select<number>
        label="Expert Level"
        name="expert_level_id"
        options={levels}
        value={form.values.expert_level_id}
        onChange={(v) => form.set('expert_level_id', v)}
        error={form.errors.expert_level_id}
        placeholder="Choose a level"
        clearable
        noOptionsText="No expert levels yet: add them under User › Expert Level."
      />
      <Textarea label="Bio" maxLength={2000} rows={4} {...form.field('bio')} />
      <ImageField
        label="Picture"
        picker="button"
        folder="pictures"
        {...form.field('picture')}
        hint="JPG or PNG, at most 480 × 480 pixels and 2 MB; a square picture looks best."
      />
      <TextField label="Phone" maxLength={40} {...form.field('phone')} />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
