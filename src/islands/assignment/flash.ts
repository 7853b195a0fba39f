const KEY = 'assignment-flash';

/** A success message that survives the navigation back to the list (the form leaves the page after saving). */
export function flashToast(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // storage unavailable: the list simply shows no toast
  }
}

export function takeFlash(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
