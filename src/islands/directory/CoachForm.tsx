import { useRef } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select, type SelectOption } from '@/ui/Select';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { coachApi } from '@/features/directory/api';
import { directoryMessages as M } from '@/features/directory/messages';
import { CoachInputSchema, DESCRIPTION_MAX, type UserPickRow } from '@/features/directory/schemas';
import { NOBODY_MATCHES, personOption, usePeopleSearch } from '@/islands/kit/usePeopleSearch';
import './directory.css';

type Values = { user_id: number | null; description: string };

const screen = saveChangesForm('coach-form', '/user/coach', coachApi, M.coach);
export interface CoachFormProps {
  /** Edit: the coach with their person's name and e-mail. */
  record?: { id: number; updated_at: string; user_id: number; full_name: string; email: string; description: string };
  /** The first people of the organisation (GET /users), so the list is not empty before a search. */
  people: UserPickRow[];
}

/**
 * /user/coach create and edit: pick an active person of the organisation (searched through GET /users, which
 * serves 100,000 people as well as 40) and describe their expertise.
 */
export default function CoachForm({ record, people }: CoachFormProps) {
  const initial: Values = { user_id: record?.user_id ?? null, description: record?.description ?? '' };
  const form = useResourceForm({ screen, schema: CoachInputSchema, initial, record });
  const search = usePeopleSearch(people);
  const options = search.found.map(personOption);
  const chosen = useRef<SelectOption<number> | null>(record ? personOption({ id: record.user_id, full_name: record.full_name, email: record.email }) : null);

  // The chosen person stays choosable while another search shows other people.
  const shown = chosen.current && !options.some((o) => o.value === chosen.current?.value) ? [chosen.current, ...options] : options;

  return (
    <form ref={form.formRef} className="card directory-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Coach' : 'Create Coach'}>
      <TextField label="Find a person" name="person_search" {...search.searchField('User')} />
      <Select<number>
        label="User"
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
      <Textarea label="Expertise" {...form.field('description')} maxLength={DESCRIPTION_MAX} placeholder="What they coach, e.g. sales pipeline reviews" />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/user/coach')} />
    </form>
  );
}
