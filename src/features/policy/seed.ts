import type { Db, Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { DraftInputSchema, FaqInputSchema } from './schemas';
import { publishDraft, saveDraft } from './server/save-draft';
import { saveFaq } from './server/faq';

const TERMS = `<h2>Terms and Conditions</h2>
<p>These terms apply to everyone who learns on the Demo Academy learning platform.</p>
<ol>
<li><strong>Your account.</strong> Your account is personal: do not share your password. You are responsible for what is done with it.</li>
<li><strong>Learning content.</strong> Courses, videos, documents and quizzes are the company's property, for your own learning only. Do not copy or pass them on outside the company.</li>
<li><strong>Your results.</strong> Your progress, scores, attendance and certificates are recorded and shown to your manager and the learning team.</li>
<li><strong>Fair use.</strong> Answer quizzes and assignments yourself. Cheating may void a result or a certificate.</li>
</ol>
<p>Questions about these terms: contact the learning team.</p>`;

const USER_POLICY = `<h2>User Policy</h2>
<p>How the Demo Academy learning platform handles your personal data.</p>
<ul>
<li><strong>What we keep:</strong> your name, e-mail, employee number (NIK), division and company, and what you do on the platform (courses started and finished, scores, check-ins).</li>
<li><strong>Why:</strong> to run your training, report on compliance training and issue your certificates.</li>
<li><strong>Who sees it:</strong> the learning team, your manager and the experts of the courses you take.</li>
<li><strong>How long:</strong> for as long as you work here, then as long as the law requires for training records.</li>
</ul>
<p>You may ask the learning team for a copy of your data or a correction at any time.</p>`;

const FAQ = [
  {
    question: 'How do I reset my password?',
    answer: 'On the sign-in page choose "Forgot password" and follow the link we e-mail you. The link is valid for one hour.',
  },
  {
    question: 'Where do I find my certificates?',
    answer: 'Open your profile and choose Certificates. Each certificate can be downloaded as a PDF once you finish its course.',
  },
  {
    question: 'Why can I not open the next lesson?',
    answer: 'Some courses are taken in order: finish the lesson before it (and pass its quiz where there is one) to open the next.',
  },
  {
    question: 'Who do I contact about a classroom session?',
    answer: 'The trainer named on the session, or the learning team through the contact details at the bottom of this page.',
  },
];

/**
 * The policy area's demo content (issue 30, task of decision 0132): a published first version of the terms and
 * conditions and of the user policy, and a short FAQ, made through the area's own use cases so that they are what
 * the screens, the learner API and the footer call show on a fresh `npm start`.
 */
export async function seedPolicies(tx: Tx, ctx: SeedContext): Promise<void> {
  const scope = { db: tx as unknown as Db, organizationId: ctx.org.id, userId: ctx.people.admin.id };
  for (const [kind, body] of [
    ['term_and_condition', TERMS],
    ['user_policy', USER_POLICY],
  ] as const) {
    const draft = await saveDraft({ ...scope, kind, input: DraftInputSchema.parse({ body, change_note: 'First version' }) });
    await publishDraft({ ...scope, kind, updatedAt: draft.updated_at });
  }
  await saveFaq({ ...scope, input: FaqInputSchema.parse({ items: FAQ }) });
}
