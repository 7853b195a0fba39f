import { describe, expect, it } from 'vitest';
import {
  addOption,
  applyImport,
  applyType,
  buildDisplaySettings,
  deleteOption,
  duplicateQuestion,
  emptyForm,
  fromQuiz,
  moveQuestion,
  newQuestion,
  questionCounts,
  questionsBlocked,
  reorderGroup,
  toggleCorrect,
  toPayload,
  type FormQuestion,
} from './form-logic';

describe('quiz form rules', () => {
  it('creates questions with the defaults of §5', () => {
    expect(newQuestion('essay', 'general', []).score).toBe(100);
    expect(newQuestion('true_false', 'general', []).options.map((o) => [o.label, o.is_correct])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(newQuestion('multiple_choice_multi_answers', 'general', []).options.map((o) => o.score)).toEqual([100, 0]);
    expect(newQuestion('linear_scale', 'general', []).options.map((o) => o.no)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('toggles correct options as §4 says', () => {
    const single = toggleCorrect(newQuestion('multiple_choice_single_answer', 'general', []), 'B');
    expect(single.options.map((o) => o.is_correct)).toEqual([false, true]);
    expect(toggleCorrect(single, 'A').options.map((o) => o.is_correct)).toEqual([true, false]);
    const multi = newQuestion('multiple_choice_multi_answers', 'general', []);
    expect(toggleCorrect(multi, 'A')).toBe(multi);
    const both = toggleCorrect(multi, 'B');
    expect(both.options.map((o) => [o.is_correct, o.score])).toEqual([
      [true, 100],
      [true, 100],
    ]);
    expect(toggleCorrect(both, 'A').options.map((o) => [o.is_correct, o.score])).toEqual([
      [false, 0],
      [true, 100],
    ]);
  });

  it('adds options up to 5 as "Answer N", deletes with renumbering but never below 2 or a correct one', () => {
    let q = newQuestion('multiple_choice_single_answer', 'general', []);
    for (let i = 0; i < 5; i++) q = addOption(q);
    expect(q.options.map((o) => o.code)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(q.options[4].label).toBe('Answer 5');
    q = toggleCorrect(q, 'E');
    expect(deleteOption(q, 'E')).toBe(q);
    q = deleteOption(q, 'B');
    expect(q.options.map((o) => `${o.code}:${o.label}`)).toEqual(['A:Answer 1', 'B:Answer 3', 'C:Answer 4', 'D:Answer 5']);
    const two = newQuestion('multiple_choice_single_answer', 'general', []);
    expect(deleteOption(two, 'A')).toBe(two);
  });

  it('duplicates right after, moves within the group and gates Next', () => {
    const form = applyType(emptyForm(), 'quiz');
    const a = newQuestion('essay', 'general', []);
    const b = newQuestion('true_false', 'general', [a]);
    const c = newQuestion('essay', 'general', [a, b]);
    let list = duplicateQuestion([a, b, c], a.id);
    expect(list[1].question_type).toBe('essay');
    list = moveQuestion([a, b, c], c.id, -1);
    expect(list.map((q) => q.id)).toEqual([c.id, b.id, a.id]);
    expect(questionsBlocked({ ...form, questions: [] }, 'general')).not.toBeNull();
    expect(questionsBlocked({ ...form, questions: [{ ...a, question: '<p></p>' }] }, 'general')).not.toBeNull();
    expect(questionsBlocked({ ...form, questions: [{ ...a, question: '<p>Why?</p>' }] }, 'general')).toBeNull();
    expect(
      questionsBlocked({ ...form, questions: [{ ...newQuestion('multiple_choice_single_answer', 'general', []), question: '<p>x</p>' }] }, 'general'),
    ).not.toBeNull();
  });

  it('builds display settings per objective and type, and renumbers a dragged group', () => {
    const form = {
      ...applyType(emptyForm(), 'quiz'),
      questions: [newQuestion('essay', 'general', []), newQuestion('true_false', 'general', []), newQuestion('true_false', 'general', [])],
    };
    const s = buildDisplaySettings(form, null);
    expect(s.general).toEqual({ essay: { order: 1, max: 1, exclude_from_grading: true }, true_false: { order: 2, max: 2, exclude_from_grading: false } });
    const moved = reorderGroup(s, 'general', 'true_false', 'essay');
    expect(moved.general?.true_false?.order).toBe(1);
    expect(moved.general?.essay?.order).toBe(2);
    expect(applyType(form, 'lim').question_type).toBe('');
    expect(toPayload(form).questions.every((q) => !('id' in q))).toBe(true);
  });

  it('on a rebuild keeps the limit of a type whose count did not change and resets the one whose count did', () => {
    const tf = () => newQuestion('true_false', 'general', []);
    const form = { ...applyType(emptyForm(), 'quiz'), questions: [tf(), tf(), tf(), newQuestion('essay', 'general', [])] };
    const set = buildDisplaySettings(form, null);
    const limited = { general: { ...set.general, true_false: { ...set.general!.true_false!, max: 2 }, essay: { ...set.general!.essay!, max: 0 } } };
    const before = questionCounts(form.questions);
    expect(before).toEqual({ 'general:true_false': 3, 'general:essay': 1 });
    const moreEssays = { ...form, questions: [...form.questions, newQuestion('essay', 'general', [])] };
    const rebuilt = buildDisplaySettings(moreEssays, limited, before);
    expect(rebuilt.general?.true_false?.max).toBe(2);
    expect(rebuilt.general?.essay?.max).toBe(2);
    const fewerTf = { ...form, questions: form.questions.slice(1) };
    expect(buildDisplaySettings(fewerTf, limited, before).general?.true_false?.max).toBe(2);
  });
});

describe('reorderGroup by one step (the keyboard arrows)', () => {
  it('moves a group up before its neighbour and down after it, renumbering', () => {
    const settings = {
      general: {
        essay: { order: 1, max: 1, exclude_from_grading: true },
        true_false: { order: 2, max: 1, exclude_from_grading: false },
        linear_scale: { order: 3, max: 1, exclude_from_grading: true },
      },
    } as unknown as Parameters<typeof reorderGroup>[0];
    const up = reorderGroup(settings, 'general' as never, 'linear_scale' as never, 'true_false' as never);
    expect(Object.entries(up.general!).map(([t, v]) => [t, v!.order])).toEqual([
      ['essay', 1],
      ['linear_scale', 2],
      ['true_false', 3],
    ]);
    const down = reorderGroup(settings, 'general' as never, 'essay' as never, 'true_false' as never);
    expect(Object.entries(down.general!).map(([t, v]) => [t, v!.order])).toEqual([
      ['true_false', 1],
      ['essay', 2],
      ['linear_scale', 3],
    ]);
  });

  it('carries the review flag: essays always, others off until switched on, kept by duplicate and save', () => {
    expect(newQuestion('essay', 'general', []).needs_review).toBe(true);
    expect(newQuestion('true_false', 'general', []).needs_review).toBe(false);
    const flagged = { ...newQuestion('true_false', 'general', []), needs_review: true };
    const [, copy] = duplicateQuestion([flagged], flagged.id);
    expect(copy.needs_review).toBe(true);
    expect(toPayload({ ...applyType(emptyForm(), 'quiz'), questions: [flagged] }).questions[0].needs_review).toBe(true);
    // A quiz read from an API answer without the flag (older clients or data) loads it as off, essays as on.
    const loaded = fromQuiz({
      ...emptyForm(),
      title: 't',
      description: 'd',
      type: 'quiz',
      question_type: 'Combine',
      updated_at: 'x',
      questions: [
        { id: 1, question: 'q', question_type: 'true_false', question_objective: 'general', url_image: null, score: 1, options: [] },
        { id: 2, question: 'q', question_type: 'essay', question_objective: 'general', url_image: null, score: 1, options: [] },
        { id: 3, question: 'q', question_type: 'true_false', question_objective: 'general', url_image: null, score: 1, options: [], needs_review: true },
      ],
    });
    expect(loaded.questions.map((x) => x.needs_review)).toEqual([false, true, true]);
  });
});

describe('import (spec 001 Import popup: an imported file replaces the whole question list)', () => {
  const imported = (text: string, objective: FormQuestion['question_objective'] = 'general'): FormQuestion => ({
    ...newQuestion('essay', objective, []),
    question: text,
    question_objective: objective,
  });
  const combine = () => {
    const questions: FormQuestion[] = [];
    for (const t of ['essay', 'true_false', 'multiple_choice_single_answer'] as const)
      questions.push({ ...newQuestion(t, 'general', questions), question: `old ${t}` });
    return { question_type: 'Combine', questions };
  };

  it('replaces the whole list by default, every type included', () => {
    const list = applyImport(combine(), 'essay', [imported('new 1'), imported('new 2')]);
    expect(list.map((q) => [q.question, q.question_type])).toEqual([
      ['new 1', 'essay'],
      ['new 2', 'essay'],
    ]);
    expect(new Set(list.map((q) => q.id)).size).toBe(2);
  });

  it('replaces only the chosen type when asked to (decision 0015)', () => {
    const list = applyImport(combine(), 'essay', [imported('new 1')], 'type');
    expect(list.map((q) => q.question)).toEqual(['old true_false', 'old multiple_choice_single_answer', 'new 1']);
    expect(new Set(list.map((q) => q.id)).size).toBe(3);
  });

  it('replaces every objective of a LIM 3 survey and keeps each row objective', () => {
    const form = {
      question_type: 'lim3',
      questions: [
        { ...newQuestion('linear_scale', 'pre_learner', []), question: 'old pre' },
        { ...newQuestion('linear_scale', 'post_learner', []), question: 'old post' },
      ],
    };
    const rows = [{ ...imported('new post', 'post_learner'), question_type: 'linear_scale' as const }];
    expect(applyImport(form, 'linear_scale', rows).map((q) => [q.question, q.question_objective])).toEqual([['new post', 'post_learner']]);
  });

  it('does not touch the form it was given (nothing is saved until the quiz is saved)', () => {
    const form = combine();
    const before = structuredClone(form.questions);
    applyImport(form, 'essay', [imported('new')]);
    expect(form.questions).toEqual(before);
  });
});
