import type { CategoryOption } from '@/features/category/schemas';
import { Select, type SelectProps } from '@/ui/Select';

/** A category tree's options as a select shows them: each name indented by its depth (an em space a level). */
export function indentedCategories(categories: readonly Pick<CategoryOption, 'value' | 'label' | 'depth'>[]) {
  return categories.map((c) => ({ value: c.value, label: `${'\u2003'.repeat(c.depth - 1)}${c.label}` }));
}

export interface CategorySelectProps extends Omit<SelectProps<number>, 'options' | 'label'> {
  /** The /categories tree in its order, with each category's depth. */
  categories: readonly CategoryOption[];
  label?: string;
}

/** A form's Category field: one category of the /categories tree, required unless said otherwise. */
export function CategorySelect({ categories, label = 'Category', required = true, name = 'category_id', ...rest }: CategorySelectProps) {
  return <Select<number> {...rest} label={label} name={name} required={required} options={indentedCategories(categories)} />;
}
