import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { MultiSelect } from '@/ui/MultiSelect';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { channelApi } from '@/features/channel/api';
import { channelMessages as M } from '@/features/channel/messages';
import {
  ChannelInputSchema,
  TITLE_MAX,
  VISIBILITY_LABELS,
  VISIBILITIES,
  type ChannelDetail,
  type ChannelFormOptions,
  type ChannelItem,
  type Visibility,
} from '@/features/channel/schemas';
import { ImageField } from '@/islands/kit/ImageField';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import type { CategoryOption } from '@/features/category/schemas';
import type { StoredFileRef } from '@/lib/file-ref';
import { ChannelItems } from './ChannelItems';
import { ContentPicker } from './ContentPicker';
import './channel.css';

export interface ChannelFormProps {
  /** Edit: the channel as stored (with the updated_at the edit starts from). */
  channel?: ChannelDetail;
  options: ChannelFormOptions;
  /** Every category in tree order (the /categories tree). */
  categories: CategoryOption[];
}

// A type alias (not an interface): the form hook wants a record of values.
type Values = {
  title: string;
  description: string;
  cover: StoredFileRef | null;
  category_id: number | null;
  visibility: Visibility;
  division_ids: number[];
  company_ids: number[];
  items: ChannelItem[];
};

const EMPTY: Values = { title: '', description: '', cover: null, category_id: null, visibility: 'hidden', division_ids: [], company_ids: [], items: [] };
const HINTS: Record<Visibility, string> = {
  public: 'Everyone in the organisation',
  private: 'Only the divisions and companies chosen below',
  hidden: 'Nobody yet (while it is prepared)',
};

const screen = saveChangesForm('channel-form', '/channel', channelApi, M);

/** /channel/create and /channel/edit/{id}: title, description, cover, visibility and audience, ordered content. */
export default function ChannelForm({ channel, options, categories }: ChannelFormProps) {
  const initial: Values = channel
    ? {
        title: channel.title,
        description: channel.description,
        cover: channel.cover,
        category_id: channel.category?.id ?? null,
        visibility: channel.visibility,
        division_ids: channel.division_ids,
        company_ids: channel.company_ids,
        items: channel.content,
      }
    : EMPTY;
  const form = useResourceForm({ screen, schema: ChannelInputSchema, initial, record: channel });
  const { values, errors, set } = form;
  const [picking, setPicking] = useState(false);

  return (
    <form ref={form.formRef} className="card channel-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Channel' : 'Create Channel'}>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. New Joiner Essentials" />
      <CategorySelect
        categories={categories}
        required={false}
        clearable
        {...form.field('category_id')}
        placeholder="No category"
        hint="Optional: files the channel under a topic of the category tree."
      />
      <RichTextEditor label="Description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} imageFolder="image" />
      <ImageField
        label="Cover"
        picker="button"
        folder="covers"
        {...form.field('cover')}
        hint="JPG, PNG or WebP up to 2 MB; a wide picture (16:9) looks best."
      />
      <RadioGroup
        label="Visibility"
        value={values.visibility}
        onChange={(v) => set('visibility', v)}
        options={VISIBILITIES.map((v) => ({ value: v, label: `${VISIBILITY_LABELS[v]}: ${HINTS[v]}` }))}
        error={errors.visibility}
      />
      {values.visibility === 'private' && (
        <div className="channel-form-pair">
          <MultiSelect label="Divisions" options={options.divisions} {...form.field('division_ids')} placeholder="Choose divisions" />
          <MultiSelect label="Companies" options={options.companies} {...form.field('company_ids')} placeholder="Choose companies" />
        </div>
      )}
      <ChannelItems items={values.items} onChange={(items) => set('items', items)} onAdd={() => setPicking(true)} error={errors.items} />
      <ContentPicker
        open={picking}
        onClose={() => setPicking(false)}
        types={options.types}
        chosen={values.items}
        onAdd={(item) => set('items', [...values.items, item])}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/channel')} />
    </form>
  );
}
