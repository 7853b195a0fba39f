// Plain label helpers without the contract (zod-free): the report islands import them from here (decision 0073).
/** The file name of a stored file, taken from its URL (spec 002 §2). */
export const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0].split('/').pop() ?? url);

/** module_type shown with non-alphanumerics as spaces, capitalised (spec 002 §2). */
export const moduleTypeLabel = (v: string) =>
  v
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());

export const typeLabel = (t: string) => (t === 'group' ? 'Group' : 'Individual');
