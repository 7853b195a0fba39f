/** Escapes LIKE wildcards so that a search for '50%' or 'a_b' matches the text literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
