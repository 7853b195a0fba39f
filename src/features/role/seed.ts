import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { rolePermissions, roles, userRoles } from '@/db/schema';
import type { PermissionKey } from '@/lib/permissions';

/** Roles a corporate academy has besides its administrators, with some of the demo learners as members. */
const DEMO_ROLES: { name: string; description: string; keys: PermissionKey[]; learners: number[] }[] = [
  {
    name: 'Facilitator',
    description: 'Runs classrooms: presence, assignments and quizzes of their batches.',
    keys: ['classroom', 'presence', 'content-assignment', 'content-quiz-v4'],
    learners: [0, 1, 2],
  },
  {
    name: 'Report Viewer',
    description: 'Reads the learning reports; changes nothing.',
    keys: ['reporting-course', 'reporting-program', 'reporting-checkpoint', 'reporting-webinar'],
    learners: [3, 4],
  },
  {
    name: 'Legacy Trainers (2024)',
    description: 'Kept from the previous platform; to be merged into Facilitator.',
    keys: ['classroom', 'presence'],
    learners: [5, 6],
  },
];

/** The role area's demo content: three roles, two of them with members (decision 0076). */
export async function seedRoles(tx: Tx, ctx: SeedContext): Promise<void> {
  for (const r of DEMO_ROLES) {
    const [role] = await tx.insert(roles).values({ organizationId: ctx.org.id, name: r.name, description: r.description }).returning();
    await tx.insert(rolePermissions).values(r.keys.map((k) => ({ roleId: role.id, permissionKey: k })));
    const members = r.learners.map((i) => ctx.people.learners[i]).filter(Boolean);
    if (members.length) await tx.insert(userRoles).values(members.map((u) => ({ userId: u.id, roleId: role.id })));
  }
}
