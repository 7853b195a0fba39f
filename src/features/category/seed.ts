import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { insertCategory } from './testing';

type Node = [name: string, description: string, icon: string | null, children?: Node[], active?: boolean];

/** A learning catalogue's categories as a corporate academy keeps them: three levels at most, some with icons. */
const TREE: Node[] = [
  [
    'Leadership & Management',
    'Leading people and teams, from first-line supervisors to senior managers.',
    'builtin:users',
    [
      ['Coaching & Mentoring', 'Coaching conversations, feedback and mentoring programmes.', null],
      [
        'Team Leadership',
        'Running a team day to day: goals, delegation, one-on-ones.',
        null,
        [['Remote Teams', 'Leading teams spread over several offices and home workers.', null]],
      ],
      ['Change Management', 'Planning and leading organisational change.', null],
    ],
  ],
  [
    'Sales & Customer Service',
    'Selling, negotiating and serving customers well.',
    'builtin:briefcase',
    [
      ['Customer Service Excellence', 'Complaint handling, service recovery and customer empathy.', null],
      ['Negotiation', 'Preparing and closing negotiations with customers and suppliers.', null],
    ],
  ],
  [
    'Technology & Digital',
    'Digital skills for every employee and technical tracks for IT staff.',
    'builtin:code',
    [
      ['Data Literacy', 'Reading, questioning and presenting data.', 'builtin:chart'],
      ['Cyber Security Awareness', 'Phishing, passwords and handling company data safely.', 'builtin:shield'],
      ['Software Engineering', 'Technical tracks for the IT department.', null, [['Cloud Fundamentals', 'Cloud services, costs and operations.', null]]],
    ],
  ],
  [
    'Compliance & Safety',
    'Mandatory training required by law and company policy.',
    'builtin:shield',
    [
      ['Workplace Safety', 'Safety inductions, fire drills and first aid.', null],
      ['Anti-Corruption & Ethics', 'The code of conduct, gifts and conflicts of interest.', null],
    ],
  ],
  ['Personal Development', 'Skills for growing at work and beyond.', 'builtin:lightbulb', [['Public Speaking', 'Presenting with confidence.', null]]],
  ['Health & Wellbeing', 'Physical and mental health at work.', 'builtin:heart'],
  ['Legacy Programmes', 'Programmes of the former academy, kept for their history.', null, [], false],
];

/**
 * The category area's demo content. The first category (id 1 on a fresh database) has subcategories, so it can
 * never be deleted; the access walk opens /categories/edit/1 and /categories/detail/1.
 */
export async function seedCategories(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  let age = 60;
  const add = async (nodes: Node[], parentId: number | null) => {
    for (const [i, [name, description, icon, children = [], active = true]] of nodes.entries()) {
      age -= 1;
      const by = i % 3 === 2 ? people.restricted.id : people.admin.id;
      const row = await insertCategory(tx, {
        organizationId: org.id,
        parentId,
        name,
        description,
        icon,
        isActive: active,
        position: i + 1,
        createdBy: by,
        updatedBy: by,
        createdAt: day(age),
        updatedAt: day(Math.max(age - 5, 1)),
      });
      await add(children, row.id);
    }
  };
  await add(TREE, null);
}
