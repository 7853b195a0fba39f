import { TextField } from '@/ui/TextField';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { companyApi, divisionApi } from '@/features/directory/api';
import { directoryMessages as M } from '@/features/directory/messages';
import { CODE_MAX, CompanyInputSchema, DivisionInputSchema, NAME_MAX } from '@/features/directory/schemas';
import './directory.css';

/** The two lists of this shape: their form declarations (decision 0071), schemas and nouns. */
const KINDS = {
  division: {
    screen: saveChangesForm('division-form', '/user/division', divisionApi, M.division),
    schema: DivisionInputSchema,
    noun: 'Division',
    example: 'e.g. Human Capital',
  },
  company: {
    screen: saveChangesForm('company-form', '/user/company', companyApi, M.company),
    schema: CompanyInputSchema,
    noun: 'Company',
    example: 'e.g. PT Nusantara Retail Tbk',
  },
} as const;

export interface StructureFormProps {
  kind: keyof typeof KINDS;
  /** Edit: the row as stored, under the spec's field names (division_code, division_name, …). */
  record?: { id: number; updated_at: string } & Record<string, unknown>;
}

/** /user/division and /user/company create and edit: a code (unique in the organisation) and a name. */
export default function StructureForm({ kind, record }: StructureFormProps) {
  const { screen, schema, noun, example } = KINDS[kind];
  const code = `${kind}_code`;
  const name = `${kind}_name`;
  const initial: Record<string, string> = { [code]: String(record?.[code] ?? ''), [name]: String(record?.[name] ?? '') };
  const form = useResourceForm({ screen, schema, initial, record });
  const title = `${form.editing ? 'Edit' : 'Create'} ${noun}`;
  return (
    <form ref={form.formRef} className="card directory-form" onSubmit={form.submit} noValidate aria-label={title}>
      <TextField
        label="Code"
        required
        {...form.field(code)}
        maxLength={CODE_MAX}
        placeholder="e.g. HC"
        hint="Unique in the organisation; letters, digits, dots, dashes and underscores."
      />
      <TextField label="Name" required {...form.field(name)} maxLength={NAME_MAX} placeholder={example} />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(screen.listHref)} />
    </form>
  );
}
