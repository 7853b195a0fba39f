// The home page's sections (what a signed-in learner sees first) and the login page's one (docs/decisions/0136).
import { categories, courseOrder, image, limit, link, navigation, subtitle, title, type SectionDef } from './site-fields';

export const HOME_SECTIONS: SectionDef[] = [
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

export const LOGIN_SECTIONS: SectionDef[] = [
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
