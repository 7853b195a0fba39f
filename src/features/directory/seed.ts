import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';
import type { SeedContext } from '@/db/seed/context';
import { insertCoach, insertCompany, insertDivision, insertExpertLevel } from './testing';

/** An Indonesian corporate group's divisions; the last has nobody, so it can be deleted. */
const DIVISIONS: [code: string, name: string][] = [
  ['HC', 'Human Capital'],
  ['FIN', 'Finance & Accounting'],
  ['SLS', 'Sales & Distribution'],
  ['OPS', 'Operations'],
  ['IT', 'Information Technology'],
  ['RMC', 'Risk Management & Compliance'],
  ['MKT', 'Marketing & Communication'],
  ['LGL', 'Legal & Corporate Secretary'],
];

/** The group's companies: the holding and its subsidiaries; the last has nobody yet. */
const COMPANIES: [code: string, name: string][] = [
  ['NSG', 'PT Nusantara Sejahtera Group'],
  ['NFS', 'PT Nusantara Finansial Syariah'],
  ['NLI', 'PT Nusantara Logistik Indonesia'],
  ['NRT', 'PT Nusantara Retail Tbk'],
  ['NDI', 'PT Nusantara Digital Inovasi'],
];

const LEVELS: [title: string, description: string][] = [
  ['Associate Expert', 'Shares practical know-how within their own team.'],
  ['Expert', 'Recognised across the division; runs sessions and answers questions.'],
  ['Senior Expert', 'Sets the standard for a discipline across the group.'],
  ['Principal Expert', 'The group’s reference for a discipline; advises the board.'],
];

/**
 * The directory's demo content: divisions and companies with the demo people assigned to them (the account area,
 * listed before this one, created the people), expert levels and two coaches. Division 1 and company 1 have people,
 * so the access walk's /user/division/edit/1 opens a row that cannot be deleted.
 */
export async function seedDirectory(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const organizationId = org.id;
  const divisions = [];
  for (const [code, name] of DIVISIONS) divisions.push(await insertDivision(tx, { organizationId, code, name }));
  const companies = [];
  for (const [code, name] of COMPANIES) companies.push(await insertCompany(tx, { organizationId, code, name }));

  // The staff who run the academy sit in Human Capital at the holding; learners spread over the other divisions.
  const staff = [people.admin, people.editor, people.restricted].map((p) => p.id);
  await tx.update(users).set({ divisionId: divisions[0].id, companyId: companies[0].id }).where(inArray(users.id, staff));
  for (const [i, learner] of people.learners.entries()) {
    await tx
      .update(users)
      .set({ divisionId: divisions[i % (divisions.length - 1)].id, companyId: companies[i % (companies.length - 1)].id })
      .where(eq(users.id, learner.id));
  }

  for (const [i, [title, description]] of LEVELS.entries()) {
    await insertExpertLevel(tx, { organizationId, title, value: i + 1, description, createdBy: people.admin.id, updatedBy: people.admin.id });
  }

  const teamLeader = people.learners.find((l) => l.status === 'active' && l.position === 'Team Leader') ?? people.learners[0];
  await insertCoach(tx, {
    organizationId,
    userId: people.restricted.id,
    description: 'Facilitation, onboarding of new trainers and on-the-job coaching.',
    createdBy: people.admin.id,
    updatedBy: people.admin.id,
  });
  await insertCoach(tx, {
    organizationId,
    userId: teamLeader.id,
    description: 'Branch sales coaching: pipeline reviews and customer visits.',
    createdBy: people.admin.id,
    updatedBy: people.admin.id,
  });
}
