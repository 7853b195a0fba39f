/**
 * The texts an ordinary area says about its items, in spec 000's wording ('Category List', 'Failed get categories',
 * 'There's no anything changed', …): one place for the list, create, edit and delete texts (and the two field rules
 * every form says) of every area that follows it. `listNoun` is what a failed list load names ('categories', 'company list').
 */
export function areaTexts(noun: string, listNoun: string) {
  const lower = noun.toLowerCase();
  return {
    listTitle: `${noun} List`,
    listFailed: `Failed get ${listNoun}`,
    created: `${noun} has been successfully created.`,
    createFailed: `Failed to create ${lower}`,
    edited: `${noun} has been successfully edited.`,
    editFailed: `Failed to edit ${lower}`,
    nothingChanged: "There's no anything changed",
    saveChanges: 'Save Changes?',
    deleted: `${noun} Deleted Successfully`,
    deleteTitle: `Delete ${noun}?`,
    deleteFailed: `Failed Delete ${noun}`,
    deleteFailedTitle: 'Failed',
    notFound: `${noun} not found`,
    required: (field: string) => `${field} is required`,
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  };
}
