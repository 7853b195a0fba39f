import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import type { QuizOption } from '@/lib/quiz-option';
import { buildQuizInput, insertQuiz, q, recordAttempt } from './testing';

/** A small deterministic generator, so the demo looks the same on every start. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const DAY = 86_400_000;

/** The quiz area's demo content: quizzes of every kind, placed in the seeded batches, with learners' attempts. */
export async function seedQuizzes(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people, learning } = ctx;
  const rnd = lcg(20261122);
  const base = Date.UTC(2026, 10, 1);
  const orgId = org.id;

  const leadership = await insertQuiz(tx, {
    organizationId: orgId,
    createdBy: people.admin.id,
    createdAt: new Date(base),
    input: buildQuizInput({
      title: 'Leadership Essentials Pre-assessment',
      description: '<p>Checks what participants already know before the bootcamp.</p>',
      pass_grade: 60,
      can_retake_on_fail: true,
      max_retake: 3,
      duration: 30,
      display_result: true,
      questions: [
        q.single(
          'Which behaviour best shows active listening?',
          ['Paraphrasing what was said', 'Interrupting with advice', 'Checking messages', 'Changing the subject'],
          0,
        ),
        q.single('What is the first step of the GROW coaching model?', ['Options', 'Goal', 'Reality', 'Will'], 1),
        q.multi(
          'Which are signs of psychological safety in a team?',
          ['People admit mistakes', 'Only the manager speaks', 'Questions are welcome', 'Blame is common'],
          [0, 2],
        ),
        q.trueFalse('Feedback is most useful when it is specific and timely.', true),
        q.trueFalse('Delegating means giving away accountability.', false),
        q.essay('Describe a situation where you led without formal authority.', 'A clear situation, action and result.', 100),
        q.scale('How confident are you giving difficult feedback?'),
      ],
    }),
  });
  const service = await insertQuiz(tx, {
    organizationId: orgId,
    createdBy: people.restricted.id,
    createdAt: new Date(base + 3 * DAY),
    input: buildQuizInput({
      title: 'Customer Service Knowledge Check',
      description: '<p>Module 3 check on handling complaints.</p>',
      pass_grade: 70,
      can_retake_on_fail: true,
      can_retake_on_pass: true,
      score_selection_type: 'highest',
      time_to_retake: 0,
      questions: [
        q.single(
          'A customer is angry about a late delivery. What do you do first?',
          ['Explain company policy', 'Acknowledge the frustration', 'Offer a discount', 'Transfer the call'],
          1,
        ),
        q.single(
          'What does "first contact resolution" measure?',
          ['Calls answered in 20 s', 'Issues solved in the first contact', 'Customer lifetime value'],
          1,
        ),
        q.trueFalse('You should promise a fix date even when you are not sure.', false),
        q.trueFalse('Summarising the complaint back to the customer builds trust.', true),
      ],
    }),
  });
  const performance = await insertQuiz(tx, {
    organizationId: orgId,
    createdBy: people.admin.id,
    createdAt: new Date(base + 6 * DAY),
    input: buildQuizInput({
      title: 'Managing Performance Quiz',
      description: '<p>Quarter 1 assessment for new managers.</p>',
      pass_grade: 75,
      can_retake_on_fail: true,
      max_retake: 2,
      question_arrangement: 'random',
      questions: [
        q.multi('Which belong in a SMART objective?', ['Specific', 'Measurable', 'Vague', 'Time-bound'], [0, 1, 3]),
        q.multi('Which are good check-in practices?', ['Regular cadence', 'Only at year end', 'Two-way conversation'], [0, 2]),
        q.essay('How would you address a team member who keeps missing deadlines?', '', 100),
      ],
    }),
  });
  const coaching = await insertQuiz(tx, {
    organizationId: orgId,
    createdBy: people.admin.id,
    createdAt: new Date(base + 8 * DAY),
    input: buildQuizInput({
      title: 'Coaching Impact Survey',
      description: '<p>Learning Impact Measurement before and after the coaching sessions.</p>',
      type: 'lim',
      question_type: 'lim3',
      can_retake_on_pass: false,
      questions: [
        q.scale('I ask open questions before giving advice.', 'pre_learner'),
        q.scale('I give feedback within a week of the event.', 'pre_learner'),
        q.scale('I ask open questions before giving advice.', 'post_learner'),
        q.scale('I give feedback within a week of the event.', 'post_learner'),
        q.scale('My team member asks open questions before giving advice.', 'pre_manager', 1, 10),
        q.scale('My team member gives timely feedback.', 'post_manager', 1, 10),
      ],
    }),
  });
  await insertQuiz(tx, {
    organizationId: orgId,
    createdBy: people.restricted.id,
    createdAt: new Date(base + 10 * DAY),
    input: buildQuizInput({
      title: 'Training Satisfaction Survey',
      description: '<p>How useful was the training?</p>',
      type: 'lim',
      question_type: 'lim1',
      questions: [q.scale('The trainer explained the topics clearly.'), q.scale('I can apply what I learned at work.', 'general', 0, 10)],
    }),
  });
  await insertQuiz(tx, {
    organizationId: orgId,
    createdBy: people.admin.id,
    createdAt: new Date(base + 12 * DAY),
    input: buildQuizInput({
      title: 'Complaint Handling Drill (draft)',
      description: '<p>Not placed yet.</p>',
      questions: [q.reviewed(q.trueFalse('An apology admits legal fault.', false)), q.essay('Write your opening line for an angry caller.', '', 50)],
    }),
  });

  const c = learning.classroom;
  // The classroom's placements go through its Batch step (Jakarta's on its first rundown day), the courses' through
  // the course wizard's content step (issue 17).
  const placeLeadership = await c.place(tx, { batch: 'jakarta', day: 0 }, { type: 'quiz', id: leadership.id });
  await c.place(tx, { batch: 'surabaya' }, { type: 'quiz', id: leadership.id });
  const placeService = await learning.course.place(tx, { content_type: 'quiz', ref_id: service.id, title: 'Knowledge Check' });
  const placePerformance = await learning.managerCourse.place(tx, { content_type: 'quiz', ref_id: performance.id, title: 'Managing Performance Check' });
  // The coaching survey is the course's, placed as a LIM 3 content (a classroom session can hold LIM surveys too since decision 0098; the demo classroom has none).
  const placeCoaching = await learning.course.place(tx, { content_type: 'lim3', ref_id: coaching.id, title: coaching.title, settings: { required: false } });

  const active = people.learners.filter((l) => l.status === 'active');
  const skill = (i: number) => 0.35 + ((i * 37) % 60) / 100;
  const answerer = (p: number) => (s: { question_type: string; options: Pick<QuizOption, 'code' | 'no' | 'is_correct'>[] }) => {
    const right = rnd() < p;
    if (s.question_type === 'essay')
      return rnd() < 0.4
        ? { question_id: 0, text: '' }
        : { question_id: 0, text: 'I set up a weekly check-in, agreed clear priorities and followed up in writing.' };
    if (s.question_type === 'linear_scale') return { question_id: 0, value: s.options[Math.floor(rnd() * s.options.length)].no };
    const correct = s.options.filter((o) => o.is_correct).map((o) => o.code);
    const wrong = s.options.filter((o) => !o.is_correct).map((o) => o.code);
    if (s.question_type === 'multiple_choice_multi_answers') return { question_id: 0, codes: right ? correct : correct.slice(0, 1).concat(wrong.slice(0, 1)) };
    return { question_id: 0, codes: right ? correct : wrong.slice(0, 1) };
  };
  const attempts = async (quiz: typeof leadership, placementId: number, learners: typeof active, maxTries: number, objective?: string) => {
    for (const [i, user] of learners.entries()) {
      const tries = 1 + Math.floor(rnd() * maxTries);
      for (let t = 1; t <= tries; t++) {
        const at = new Date(base + (14 + i * 0.3 + t) * DAY);
        const a = await recordAttempt(tx, {
          quiz,
          placementId,
          userId: user.id,
          retake: t,
          at,
          answer: answerer(Math.min(0.95, skill(i) + t * 0.1)),
          objective,
          random: rnd,
        });
        if (a.status === 'passed' || a.status === 'waiting_review') break;
      }
    }
  };
  await attempts(leadership, placeLeadership.id, active.slice(0, 14), 2);
  await attempts(service, placeService.id, active.slice(0, 24), 3);
  await attempts(performance, placePerformance.id, active.slice(10, 20), 2);
  await attempts(coaching, placeCoaching.id, active.slice(0, 12), 1, 'pre_learner');
}
