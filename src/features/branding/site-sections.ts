// The learner site's pages as data (docs/decisions/0136): each page's sections, each section's fields and ordered
// items. One generic editor (islands/branding/SectionEditor.tsx), the server's validation, the preview and the
// public read all follow these declarations; a section is a row here, not a screen of its own.
import type { SitePageKind } from '@/db/schema/branding';

export type { SitePageKind };

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

const title = (initial: string, max = 80): FieldDef => ({ name: 'title', label: 'Title', kind: 'text', required: true, max, initial });
const subtitle: FieldDef = { name: 'subtitle', label: 'Subtitle', kind: 'textarea', max: 300 };
const link = (name = 'link', label = 'Link', required = false): FieldDef => ({
  name,
  label,
  kind: 'link',
  required,
  max: 500,
  hint: 'A full address (https://…) or a path of the learner site such as /courses.',
});
const image = (name: string, label: string, required = false): FieldDef => ({ name, label, kind: 'image', required });
const limit = (initial: number, max = 24): FieldDef => ({
  name: 'limit',
  label: 'Number of Items',
  kind: 'number',
  required: true,
  min: 1,
  max,
  initial,
});
const categories: FieldDef = {
  name: 'categories',
  label: 'Categories',
  kind: 'categories',
  hint: 'None chosen shows every category.',
};
const courseOrder: FieldDef = {
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

const navigation: SectionDef = {
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

const LANDING: SectionDef[] = [
  navigation,
  {
    slug: 'home',
    title: 'Home',
    about: 'The first screen of the landing page: a headline over a background picture, with one button.',
    fields: [
      { name: 'headline', label: 'Headline', kind: 'text', required: true, max: 80, initial: 'Learn and grow with us' },
      { name: 'text', label: 'Text', kind: 'textarea', max: 300 },
      image('background', 'Background Image'),
      { name: 'button_label', label: 'Button Label', kind: 'text', max: 30, initial: 'Get Started' },
      { ...link('button_link', 'Button Link'), initial: '/login' },
    ],
  },
  {
    slug: 'about',
    title: 'About',
    about: 'Who the organisation is and why it offers this learning.',
    fields: [title('About Us'), { name: 'text', label: 'Text', kind: 'textarea', max: 1000 }, image('image', 'Image')],
  },
  {
    slug: 'value',
    title: 'Value',
    about: 'The values the learning stands for, each with a short text and an icon.',
    fields: [title('Our Values'), subtitle],
    items: {
      noun: 'Value',
      max: 8,
      nameField: 'title',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, max: 60 },
        { name: 'text', label: 'Text', kind: 'textarea', max: 300 },
        image('icon', 'Icon'),
      ],
    },
  },
  {
    slug: 'feature',
    title: 'Feature',
    about: 'What learners find on the site, each feature with a picture.',
    fields: [title('Features'), subtitle],
    items: {
      noun: 'Feature',
      max: 8,
      nameField: 'title',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, max: 60 },
        { name: 'text', label: 'Text', kind: 'textarea', max: 300 },
        image('image', 'Image'),
      ],
    },
  },
  {
    slug: 'team',
    title: 'Team',
    about: 'The people behind the learning, in the order the page shows them.',
    fields: [title('Our Team'), subtitle],
    items: {
      noun: 'Team Member',
      max: 24,
      nameField: 'name',
      fields: [
        { name: 'name', label: 'Name', kind: 'text', required: true, max: 60 },
        { name: 'role', label: 'Role', kind: 'text', max: 60 },
        image('photo', 'Photo'),
        { name: 'bio', label: 'Bio', kind: 'textarea', max: 300 },
      ],
    },
  },
  {
    slug: 'award',
    title: 'Award',
    about: 'Awards and recognitions, newest first as you order them.',
    fields: [title('Awards')],
    items: {
      noun: 'Award',
      max: 12,
      nameField: 'name',
      fields: [
        { name: 'name', label: 'Name', kind: 'text', required: true, max: 80 },
        { name: 'year', label: 'Year', kind: 'text', max: 4, hint: 'Four digits, e.g. 2025.' },
        image('image', 'Image'),
      ],
    },
  },
  {
    slug: 'partner',
    title: 'Partner',
    about: 'Partner logos, each linking to the partner if you give an address.',
    fields: [title('Our Partners')],
    items: {
      noun: 'Partner',
      max: 24,
      nameField: 'name',
      fields: [{ name: 'name', label: 'Name', kind: 'text', required: true, max: 80 }, image('logo', 'Logo', true), link()],
    },
  },
  {
    slug: 'testimoni',
    title: 'Testimoni',
    about: 'What learners say, each quote with its author.',
    fields: [title('Testimonials')],
    items: {
      noun: 'Testimonial',
      max: 12,
      nameField: 'name',
      fields: [
        { name: 'name', label: 'Name', kind: 'text', required: true, max: 60 },
        { name: 'role', label: 'Role', kind: 'text', max: 60 },
        { name: 'quote', label: 'Quote', kind: 'textarea', required: true, max: 400 },
        image('photo', 'Photo'),
      ],
    },
  },
  {
    slug: 'footer',
    title: 'Footer',
    about: 'The bottom of the page: a short text, the copyright line and links.',
    fields: [
      { name: 'text', label: 'Text', kind: 'textarea', max: 300 },
      { name: 'copyright', label: 'Copyright', kind: 'text', max: 120 },
    ],
    items: {
      noun: 'Footer Link',
      max: 12,
      nameField: 'label',
      fields: [{ name: 'label', label: 'Label', kind: 'text', required: true, max: 30 }, link('link', 'Link', true)],
    },
  },
];

const HOME: SectionDef[] = [
  navigation,
  {
    slug: 'slider',
    title: 'Slider',
    about: 'The slides at the top of the home page, shown in this order.',
    fields: [],
    items: {
      noun: 'Slide',
      max: 8,
      nameField: 'title',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', required: true, max: 80 },
        { name: 'text', label: 'Text', kind: 'textarea', max: 200 },
        image('image', 'Image', true),
        { name: 'button_label', label: 'Button Label', kind: 'text', max: 30 },
        link('button_link', 'Button Link'),
      ],
    },
  },
  {
    slug: 'insight',
    title: 'Insight',
    about: "Each learner's own figures (courses in progress, completed, points), under this heading.",
    fields: [title('Your Insight'), subtitle],
  },
  {
    slug: 'trending-now',
    title: 'Trending Now',
    about: 'Published courses of the chosen categories.',
    fields: [title('Trending Now'), categories, courseOrder, limit(8)],
    rule: 'courses',
  },
  {
    slug: 'newest-content',
    title: 'Newest Content',
    about: 'The newest published courses of the chosen categories.',
    fields: [title('Newest Content'), categories, limit(8)],
    rule: 'courses',
  },
  {
    slug: 'sme',
    title: 'SME',
    about: "The organisation's subject-matter experts, as the learner site lists them.",
    fields: [title('Subject Matter Experts'), subtitle, limit(8)],
  },
  {
    slug: 'joined-group',
    title: 'Joined Group',
    about: "The groups the learner has joined (each learner's own).",
    fields: [title('Your Groups'), limit(6)],
  },
  {
    slug: 'discover-group',
    title: 'Discover Group',
    about: 'Groups the learner may join.',
    fields: [title('Discover Groups'), limit(6)],
  },
  {
    slug: 'suggest-for-you',
    title: 'Suggest For You',
    about: 'Published courses of the chosen categories that the learner has not started.',
    fields: [title('Suggested for You'), categories, courseOrder, limit(8)],
    rule: 'courses',
  },
  {
    slug: 'category',
    title: 'Category',
    about: 'The categories learners browse by, in the order of the category list.',
    fields: [title('Categories'), categories, limit(12, 48)],
    rule: 'categories',
  },
  {
    slug: 'organization',
    title: 'Organization',
    about: "The organisation's name, logo and contact details (from Branding › Organization) with a text of your own.",
    fields: [title('About the Organization'), { name: 'text', label: 'Text', kind: 'textarea', max: 1000 }],
  },
];

const LOGIN: SectionDef[] = [
  {
    slug: 'login',
    title: 'Login Page',
    about: "The learner site's sign-in page: a background picture, a headline and a text beside the form, and where the logo stands.",
    fields: [
      image('background', 'Background Image'),
      { name: 'headline', label: 'Headline', kind: 'text', required: true, max: 80, initial: 'Welcome back' },
      { name: 'text', label: 'Text', kind: 'textarea', max: 300, initial: 'Sign in to continue learning.' },
      {
        name: 'logo_placement',
        label: 'Logo Placement',
        kind: 'select',
        required: true,
        options: [
          ['top-left', 'Top left'],
          ['center', 'Centered above the form'],
          ['hidden', 'Hidden'],
        ],
        initial: 'center',
      },
    ],
  },
];

export const SITE_PAGES: Record<SitePageKind, PageDef> = {
  landing: { kind: 'landing', slug: 'landing-page', title: 'Landing Page', sections: LANDING },
  home: { kind: 'home', slug: 'home-page', title: 'Home Page', sections: HOME },
  login: { kind: 'login', slug: 'login-page', title: 'Login Page', sections: LOGIN },
};

export function sectionOf(kind: SitePageKind, slug: string): SectionDef | undefined {
  return SITE_PAGES[kind].sections.find((s) => s.slug === slug);
}

/** A section's stored values: the switch, its fields, and its items in order (each with a stable id). */
export type SectionValue = { visible: boolean; items?: Item[] } & Record<string, unknown>;
export type Item = { id: string } & Record<string, unknown>;
export type PageContent = Record<string, SectionValue>;

const initialOf = (f: FieldDef): unknown => (f.kind === 'categories' ? [] : f.kind === 'number' ? (f.initial ?? f.min ?? 0) : (f.initial ?? ''));

export function initialSection(s: SectionDef): SectionValue {
  const value: SectionValue = { visible: true };
  for (const f of s.fields) value[f.name] = initialOf(f);
  if (s.items) value.items = [];
  return value;
}

export function initialItem(items: ItemsDef, id: string): Item {
  const item: Item = { id };
  for (const f of items.fields) item[f.name] = initialOf(f);
  return item;
}

/** A page's values with every section present: a stored page keeps what it has, a new section starts from its initial values. */
export function completePage(kind: SitePageKind, stored: unknown): PageContent {
  const saved = (stored && typeof stored === 'object' ? stored : {}) as Partial<PageContent>;
  return Object.fromEntries(SITE_PAGES[kind].sections.map((s) => [s.slug, { ...initialSection(s), ...(saved[s.slug] ?? {}) }]));
}
