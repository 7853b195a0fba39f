import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import type { PermissionKey } from '@/lib/permissions';
import { roleApi } from '@/features/role/api';
import { roleMessages as M } from '@/features/role/messages';
import type { MenuPreviewItem } from '@/features/role/catalogue';
import { DESCRIPTION_MAX, NAME_MAX, RoleInputSchema } from '@/features/role/schemas';
import { PermissionEditor } from './PermissionEditor';
import { MenuPreview } from './MenuPreview';
import './role.css';

type Values = { name: string; description: string; keys: PermissionKey[] };

export interface RoleFormProps {
  /** Edit: the role as stored (with the updated_at the edit starts from). */
  role?: Values & { id: number; updated_at: string; built_in: boolean; member_count: number };
  /** The menu items and the keys each needs (from the shell's menu builder). */
  menu: MenuPreviewItem[];
}

/** The form's declaration (decision 0071): sends at once on create, asks 'Save Changes?' on edit. */
const screen = saveChangesForm('role-form', '/role', roleApi, M);

/** /role/create and /role/edit/{id}: name, description, the permission editor and the live menu preview. */
export default function RoleForm({ role, menu }: RoleFormProps) {
  const initial: Values = role ? { name: role.name, description: role.description, keys: role.keys } : { name: '', description: '', keys: [] };
  const form = useResourceForm({ screen, schema: RoleInputSchema, initial, record: role });
  const locked = role?.built_in ? [{ key: 'account-role' as const, reason: M.builtInKeepsRole }] : [];
  return (
    <form ref={form.formRef} className="role-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Role' : 'Create Role'}>
      <div className="role-form-main">
        <div className="card role-form-fields">
          <TextField label="Name" required {...form.field('name')} maxLength={NAME_MAX} placeholder="e.g. Facilitator" />
          <Textarea label="Description" {...form.field('description')} maxLength={DESCRIPTION_MAX} placeholder="What people in this role do" />
          {role && role.member_count > 0 && (
            <p className="role-muted">
              {role.member_count} {role.member_count === 1 ? 'person has' : 'people have'} this role: a change applies from their next page or request.
            </p>
          )}
        </div>
        <div className="card">
          <PermissionEditor value={form.values.keys} onChange={(keys) => form.set('keys', keys)} locked={locked} error={form.errors.keys} />
        </div>
        <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/role')} />
      </div>
      <MenuPreview items={menu} keys={form.values.keys} />
    </form>
  );
}
