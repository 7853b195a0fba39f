import { areaTexts } from '@/lib/area-texts';

/**
 * The category area's texts. Spec 000 names the screens (Category List, Create Category, Edit Category, Category
 * Details) and the shared 'There's no anything changed'; the rest follow the other content areas' wording
 * (docs/decisions/0070).
 */
export const categoryMessages = {
  ...areaTexts('Category', 'categories'),
  moved: 'Category order has been saved.',
  moveFailed: 'Failed to change the order',
  nameTaken: 'A category with this name already exists at this level.',
  parentNotFound: 'The parent category does not exist.',
  ownParent: 'A category cannot be its own parent.',
  ownAncestor: 'A category cannot be placed under one of its own subcategories.',
  tooDeep: (max: number) => `Categories can be nested at most ${max} levels deep.`,
  iconNotImage: 'The icon must be an uploaded JPG or PNG image or one of the built-in icons.',
  /** The in-use refusal names what still uses the category, e.g. "2 subcategories, 3 courses". */
  inUse: (uses: string) => `This category is in use (${uses}) and cannot be deleted.`,
  cannotMove: 'The category is already at that end of its level.',
} as const;
