import type { CategoryOption } from '@/features/category/schemas';
import { Select, type SelectProps } from '@/ui/Select';

/** A category tree's options as a select shows them: each name indented by its depth (an em space a level). */
export function indentedCategories(categories: readonly Pick<CategoryOption, 'value' | 'label' | 'depth'>[]) {
  return categories.map((c) => ({ value: c.value, label: `${'\u2003'.repeat(c.depth - 1)}${c.label}` }));
}

/** The active tree as the server already lays it out, each label indented ('— ' a level): src/server/category-options.ts. */
interface LaidOutCategory {
  value: string;
  label: string;
}

export interface CategorySelectProps extends Omit<SelectProps<number>, 'options' | 'label'> {
  /** The /categories tree in its order, with each category's depth, or as the server laid it out. */
  categories: readonly CategoryOption[] | readonly LaidOutCategory[];
  label?: string;
}

const optionsOf = (categories: CategorySelectProps['categories']) =>
  categories.map((c) => ('depth' in c ? indentedCategories([c])[0] : { value: Number(c.value), label: c.label }));

/** A form's Category field: one category of the /categories tree, required unless said otherwise. */
export function CategorySelect({ categories, label = 'Category', required = true, name = 'category_id', ...rest }: CategorySelectProps) {
  return <Select<number> {...rest} label={label} name={name} required={required} options={optionsOf(categories)} />;
}
