// Certificates issued to learners (issue 29, decision 0139): a completion that awards a template issues its
// certificate once, numbered from the template's prefix, with its validity; the verification page's reading of it
// (valid, revoked, expired, unknown, another organisation's); revoking; the PDF kept in storage on first download.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { issuedCertificates } from '../../../src/db/schema/certificate';
import { notificationOutbox } from '../../../src/db/schema/notification';
import { insertTemplate, insertTheme } from '../../../src/features/certificate/testing';
import { issueCertificate } from '../../../src/features/certificate/server/issue-certificate';
import { downloadIssued, revokeIssued, verifyCertificate } from '../../../src/features/certificate/server/issued-certificates';
import { withTestDb } from '../../setup/test-db';
import { enrolLearner, insertPlacedCourse, newOrganization, passQuiz } from '../course/completion-fixture';

const t = withTestDb();
const ids = { orgId: 0, adminId: 0, templateId: 0, otherOrgId: 0 };

beforeAll(async () => {
  Object.assign(ids, await newOrganization(t.db));
  ids.otherOrgId = (await newOrganization(t.db)).orgId;
  const theme = await insertTheme(t.db, { organizationId: ids.orgId });
  ids.templateId = (await insertTemplate(t.db, { organizationId: ids.orgId, themeId: theme.id, numberPrefix: 'IT/CRS-', validityMonths: 12 })).id;
});

const certificatesOf = (userId: number) => t.db.select().from(issuedCertificates).where(eq(issuedCertificates.userId, userId));
const verify = (number: string, organizationId = ids.orgId) => verifyCertificate({ db: t.db, organizationId, number });

describe('issuing', () => {
  it('issues the course template once per learner, even when the last two contents are met at the same time', async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 2, title: 'Safety Basics', certificateTemplateId: ids.templateId });
    const numbers = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const learner = await enrolLearner(t.db, ids.orgId, course, `Learner ${round}`);
      await Promise.all(course.placements.map((p) => passQuiz(t.db, ids.orgId, p, learner.id)));
      const issued = await certificatesOf(learner.id);
      expect(issued).toHaveLength(1);
      const [c] = issued;
      expect(c).toMatchObject({ templateId: ids.templateId, learnerName: `Learner ${round}`, contentTitle: 'Safety Basics', revokedAt: null, fileId: null });
      expect(c.number).toMatch(/^IT\/CRS-\d{4}-\d{6}$/);
      numbers.add(c.number);
      // Twelve months of validity, give or take the month's length.
      const months = (c.expiresAt!.getTime() - c.issuedAt.getTime()) / (30.44 * 86_400_000);
      expect(months).toBeGreaterThan(11.8);
      expect(months).toBeLessThan(12.2);
      // The learner is told (the notification area's outbox), and the issue is audited.
      const told = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, learner.id));
      expect(told.filter((n) => n.event === 'certificate_issued')).toHaveLength(1);
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.entityId, String(c.id))));
      expect(audit.map((a) => a.action)).toEqual(['issue']);
    }
    expect(numbers.size).toBe(3);
  });

  it('issues nothing for a course without a certificate achievement', async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 1 });
    const learner = await enrolLearner(t.db, ids.orgId, course);
    await passQuiz(t.db, ids.orgId, course.placements[0], learner.id);
    expect(await certificatesOf(learner.id)).toHaveLength(0);
  });

  it('issues once when the same completion asks twice at once', async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 1, certificateTemplateId: ids.templateId });
    const learner = await enrolLearner(t.db, ids.orgId, course);
    const request = {
      organizationId: ids.orgId,
      userId: learner.id,
      source: { type: 'course', id: course.id },
      templateId: ids.templateId,
      contentTitle: 'Twice',
      completedAt: new Date(),
    };
    const answers = await Promise.all([0, 1].map(() => t.db.transaction((tx) => issueCertificate(tx, request))));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await certificatesOf(learner.id)).toHaveLength(1);
  });
});

describe('verification, revoking and the PDF', () => {
  let number = '';
  let id = 0;
  beforeAll(async () => {
    const course = await insertPlacedCourse(t.db, { ...ids, quizzes: 1, title: 'Fire Drill', certificateTemplateId: ids.templateId });
    const learner = await enrolLearner(t.db, ids.orgId, course, 'Budi Santoso');
    await passQuiz(t.db, ids.orgId, course.placements[0], learner.id);
    [{ number, id }] = await certificatesOf(learner.id);
  });

  it('reads valid with only the name, the title, the dates and the status; any case of the number; unknown and other organisations are null', async () => {
    const found = await verify(number.toLowerCase());
    expect(found).toMatchObject({ number, learner_name: 'Budi Santoso', content_title: 'Fire Drill', status: 'valid' });
    expect(Object.keys(found!).sort()).toEqual(['completed_on', 'content_title', 'expires_on', 'issued_on', 'learner_name', 'number', 'status']);
    expect(await verify('IT/CRS-1999-000001')).toBeNull();
    expect(await verify(number, ids.otherOrgId)).toBeNull();
  });

  it('renders the PDF on the first download and keeps it; the next download reads the kept file', async () => {
    const organization = { id: ids.orgId, orgCode: 'X' };
    const first = await downloadIssued({ db: t.db, organization, id, origin: 'http://localhost:4321' });
    expect(Buffer.from(first.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const [row] = await t.db.select().from(issuedCertificates).where(eq(issuedCertificates.id, id));
    expect(row.fileId).not.toBeNull();
    const again = await downloadIssued({ db: t.db, organization, id, origin: 'http://elsewhere.example' });
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    await expect(downloadIssued({ db: t.db, organization: { id: ids.otherOrgId, orgCode: 'Y' }, id, origin: 'http://localhost' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('says expired past its validity', async () => {
    await t.db
      .update(issuedCertificates)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(issuedCertificates.id, id));
    expect((await verify(number))?.status).toBe('expired');
    await t.db
      .update(issuedCertificates)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(issuedCertificates.id, id));
    expect((await verify(number))?.status).toBe('valid');
  });

  it('revokes with a reason, audited, once; revoked wins over expired; another organisation cannot', async () => {
    await expect(revokeIssued({ db: t.db, organizationId: ids.otherOrgId, userId: ids.adminId, id, reason: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const row = await revokeIssued({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id, reason: 'Issued by mistake' });
    expect(row).toMatchObject({ revokeReason: 'Issued by mistake', revokedBy: ids.adminId });
    expect((await verify(number))?.status).toBe('revoked');
    await expect(revokeIssued({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id, reason: 'Again' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await t.db
      .update(issuedCertificates)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(issuedCertificates.id, id));
    expect((await verify(number))?.status).toBe('revoked');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'revoke')));
    expect(audit).toHaveLength(1);
  });
});
