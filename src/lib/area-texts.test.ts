import { describe, expect, it } from 'vitest';
import { areaTexts } from './area-texts';

describe('areaTexts', () => {
  it("says an area's list, create, edit and delete texts in spec 000's wording", () => {
    const texts = areaTexts('Category', 'categories');
    expect({ ...texts, required: undefined, tooLong: undefined }).toEqual({
      listTitle: 'Category List',
      listFailed: 'Failed get categories',
      created: 'Category has been successfully created.',
      createFailed: 'Failed to create category',
      edited: 'Category has been successfully edited.',
      editFailed: 'Failed to edit category',
      nothingChanged: "There's no anything changed",
      saveChanges: 'Save Changes?',
      deleted: 'Category Deleted Successfully',
      deleteTitle: 'Delete Category?',
      deleteFailed: 'Failed Delete Category',
      deleteFailedTitle: 'Failed',
      notFound: 'Category not found',
    });
    expect(texts.required('Name')).toBe('Name is required');
    expect(texts.tooLong('Title', 200)).toBe('Title must be at most 200 characters');
    expect(areaTexts('Expert Level', 'expert level list')).toMatchObject({
      listFailed: 'Failed get expert level list',
      createFailed: 'Failed to create expert level',
    });
  });
});
