// The landing page's sections (docs/decisions/0136): the public front page of the learner site.
import { image, link, subtitle, title, navigation, type SectionDef } from './site-fields';

export const LANDING_SECTIONS: SectionDef[] = [
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
