import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { MultiSelect } from '@/ui/MultiSelect';
import { RadioGroup } from '@/ui/RadioGroup';
import { ImageUpload } from '@/ui/ImageUpload';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm, type BoundField } from '@/ui/useResourceForm';
import { DEFAULT_ROUTE_RULE } from '@/lib/permissions';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { userApi } from '@/features/user/api';
import { userMessages as M } from '@/features/user/messages';
import { PASSWORD_MIN } from '@/features/user/password-rules';
import {
  EMAIL_MAX,
  NAME_MAX,
  NIK_MAX,
  PHONE_MAX,
  POSITION_MAX,
  UserCreateSchema,
  UserUpdateSchema,
  type UserDetail,
  type UserOptions,
} from '@/features/user/schemas';
import { ManagerPicker } from './ManagerPicker';
import './user.css';

export interface UserFormProps {
  /** Edit: the user as stored (with the updated_at the edit starts from). */
  user?: UserDetail;
  /** Create from /user/create/:id: the user whose structure, roles and manager the new one starts with. */
  copyOf?: UserDetail | null;
  options: UserOptions;
  /** Whether the server can send e-mail (SMTP configured): the invitation is offered only then. */
  canInvite: boolean;
}

const screen = { ...saveChangesForm('user-form', '/user', userApi, M), successFromServer: true };
const STATUS_CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** /user/create and /user/edit/{id}: the person, their access (roles, rule, status) and their first password or invitation. */
export default function UserForm({ user, copyOf, options, canInvite }: UserFormProps) {
  const base = user ?? copyOf;
  const person = {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    nik: user?.nik ?? '',
    position: base?.position ?? '',
    phone: user?.phone ?? '',
    picture: user?.picture ?? null,
    division_id: base?.division?.id ?? null,
    company_id: base?.company?.id ?? null,
    manager_id: base?.manager?.id ?? null,
    role_ids: base?.roles.map((r) => r.id) ?? [],
    rule: base?.rule ?? DEFAULT_ROUTE_RULE,
    password: '',
  };
  const initial: Record<string, unknown> = user
    ? { ...person, status: user.status }
    : { ...person, status: 'active', access: canInvite ? 'invite' : 'password' };
  const form = useResourceForm({ screen, schema: user ? UserUpdateSchema : UserCreateSchema, initial, record: user });
  const values = form.values as typeof person & { status: string; access?: 'password' | 'invite' };
  const { errors } = form;
  const change = form.set as (name: string, value: unknown) => void;
  const [uploading, setUploading] = useState(false);
  // The values are loosely typed (create and edit parse with different schemas): each field names its value's type.
  const bind = <T,>(name: keyof typeof person) => form.field(name) as unknown as BoundField<T>;
  const text = bind<string>;
  const inviting = !user && values.access === 'invite';
  const statusChoices =
    user && !['active', 'inactive'].includes(user.status)
      ? [...STATUS_CHOICES, { value: user.status, label: user.status === 'invited' ? 'Invited' : 'Pending' }]
      : STATUS_CHOICES;

  return (
    <form ref={form.formRef} className="card user-form" onSubmit={form.submit} noValidate aria-label={user ? 'Edit User' : 'Create User'}>
      <fieldset className="user-form-section">
        <legend>Profile</legend>
        <div className="user-picture">
          {values.picture ? (
            <img src={values.picture} alt="Picture of the user" width={72} height={72} />
          ) : (
            <span className="user-avatar" aria-hidden="true">
              {(values.full_name || '?').slice(0, 1).toUpperCase()}
            </span>
          )}
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setUploading(true)}>
            {values.picture ? 'Change Picture' : 'Upload Picture'}
          </button>
          {values.picture && (
            <button type="button" className="btn btn-sm btn-outline" onClick={() => change('picture', null)}>
              Remove Picture
            </button>
          )}
          {errors.picture && <p className="field-error">{errors.picture}</p>}
        </div>
        <TextField label="Full Name" required {...text('full_name')} maxLength={NAME_MAX} placeholder="Enter full name" autoComplete="off" />
        <TextField label="Email" required type="email" {...text('email')} maxLength={EMAIL_MAX} placeholder="name@company.com" autoComplete="off" />
        <TextField label="NIK" {...text('nik')} maxLength={NIK_MAX} placeholder="Employee number (leading zeros are kept)" autoComplete="off" />
        <TextField label="Position" {...text('position')} maxLength={POSITION_MAX} placeholder="Job position" />
        <TextField label="Phone" type="tel" {...text('phone')} maxLength={PHONE_MAX} placeholder="+62 812 0000 0000" />
      </fieldset>
      <fieldset className="user-form-section">
        <legend>Organisation</legend>
        <Select<number> label="Division" options={options.divisions} {...bind<number | null>('division_id')} placeholder="No division" clearable />
        <Select<number> label="Company" options={options.companies} {...bind<number | null>('company_id')} placeholder="No company" clearable />
        <ManagerPicker
          value={values.manager_id}
          initialLabel={base?.manager?.full_name ?? null}
          self={user?.id}
          error={errors.manager_id}
          onChange={(v) => change('manager_id', v)}
        />
      </fieldset>
      <fieldset className="user-form-section">
        <legend>Access</legend>
        <MultiSelect<number>
          label="Roles"
          options={options.roles}
          {...bind<number[]>('role_ids')}
          placeholder="Choose roles"
          hint="The user sees the menu items their roles' keys open. Roles with permissions you don't hold are greyed out: you can't give or take them away."
        />
        <RadioGroup<string>
          label="Rule"
          name="rule"
          value={values.rule}
          onChange={(v) => change('rule', v)}
          options={[
            { value: 'admin', label: 'Admin (admin and editor pages)' },
            { value: 'editor', label: 'Editor (editor pages only)' },
          ]}
        />
        {!inviting && (
          <RadioGroup<string>
            label="Status"
            name="status"
            value={values.status}
            onChange={(v) => change('status', v)}
            options={statusChoices}
            error={errors.status}
          />
        )}
      </fieldset>
      <fieldset className="user-form-section">
        <legend>{user ? 'Password' : 'Sign-in'}</legend>
        {!user && (
          <RadioGroup<string>
            label="How the user gets a password"
            name="access"
            value={values.access ?? 'password'}
            onChange={(v) => change('access', v)}
            options={[
              { value: 'invite', label: 'Send an invitation e-mail (a one-time link, valid 7 days)', disabled: !canInvite },
              { value: 'password', label: 'Set a password now' },
            ]}
          />
        )}
        {!user && !canInvite && <p className="field-hint">{M.mailNotConfigured('invitations')}</p>}
        {!inviting && (
          <TextField
            label={user ? 'New Password' : 'Password'}
            required={!user}
            type="password"
            {...text('password')}
            autoComplete="new-password"
            hint={`${user ? 'Leave empty to keep the current password. ' : ''}At least ${PASSWORD_MIN} characters; not a common or easily guessed password.`}
          />
        )}
      </fieldset>
      <ImageUpload open={uploading} onClose={() => setUploading(false)} folder="image" title="Upload Picture" onUploaded={(url) => change('picture', url)} />
      <FormActions form={form} submitLabel={user ? 'Save Changes' : inviting ? 'Create and Invite' : 'Save'} onCancel={() => guardedNavigate('/user')} />
    </form>
  );
}
