// The building blocks of the learner site's page declarations (docs/decisions/0136): what a field, an item list, a
// section and a page are, and the fields several sections share.
import type { SitePageKind } from '@/db/schema/branding';

export type FieldKind = 'text' | 'textarea' | 'link' | 'image' | 'number' | 'select' | 'categories';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Characters for texts and links; the largest value for numbers. */
  max?: number;
  min?: number;
  options?: readonly (readonly [value: string, label: string])[];
  hint?: string;
  /** The value of a page never edited. */
  initial?: string | number;
}

export interface ItemsDef {
  /** What one item is called: 'Team Member' → 'Add Team Member', 'Move Team Member 2 up'. */
  noun: string;
  max: number;
  /** The field that names an item in its heading. */
  nameField: string;
  fields: FieldDef[];
}

/** A section that shows the organisation's content chooses it by a rule, resolved with real data in the preview. */
export type ContentRule = 'courses' | 'categories';

export interface SectionDef {
  slug: string;
  title: string;
  /** What the section is for, shown on the editor above its fields. */
  about: string;
  fields: FieldDef[];
  items?: ItemsDef;
  rule?: ContentRule;
}

export interface PageDef {
  kind: SitePageKind;
  /** The console's route base and the public call's name. */
  slug: 'landing-page' | 'home-page' | 'login-page';
  title: string;
  sections: SectionDef[];
}

export const title = (initial: string, max = 80): FieldDef => ({ name: 'title', label: 'Title', kind: 'text', required: true, max, initial });
export const subtitle: FieldDef = { name: 'subtitle', label: 'Subtitle', kind: 'textarea', max: 300 };
export const link = (name = 'link', label = 'Link', required = false): FieldDef => ({
  name,
  label,
  kind: 'link',
  required,
  max: 500,
  hint: 'A full address (https://…) or a path of the learner site such as /courses.',
});
export const image = (name: string, label: string, required = false): FieldDef => ({ name, label, kind: 'image', required });
export const limit = (initial: number, max = 24): FieldDef => ({
  name: 'limit',
  label: 'Number of Items',
  kind: 'number',
  required: true,
  min: 1,
  max,
  initial,
});
export const categories: FieldDef = {
  name: 'categories',
  label: 'Categories',
  kind: 'categories',
  hint: 'None chosen shows every category.',
};
export const courseOrder: FieldDef = {
  name: 'order',
  label: 'Order',
  kind: 'select',
  required: true,
  options: [
    ['newest', 'Newest first'],
    ['title', 'By title (A–Z)'],
  ],
  initial: 'newest',
};

export const navigation: SectionDef = {
  slug: 'navigation-bar',
  title: 'Navigation Bar',
  about: 'The bar at the top of the page: the logo, the links in their order, and one call-to-action button.',
  fields: [
    { name: 'button_label', label: 'Button Label', kind: 'text', max: 30, initial: 'Sign In' },
    { ...link('button_link', 'Button Link'), initial: '/login' },
  ],
  items: {
    noun: 'Link',
    max: 8,
    nameField: 'label',
    fields: [{ name: 'label', label: 'Label', kind: 'text', required: true, max: 30 }, link('link', 'Link', true)],
  },
};
