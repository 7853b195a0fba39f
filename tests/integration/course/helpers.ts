import { ACME_HOST, acmeToken, adminToken, answer } from '../../setup/http';

export const V2 = '/api/cms/v2';

/** A call as the demo admin (or the other organisation's admin, or a token's owner) answering status and body. */
export async function api(path: string, options: { method?: string; body?: unknown; acme?: boolean; token?: string } = {}) {
  const token = options.token ?? (options.acme ? await acmeToken() : await adminToken());
  return answer(path, { method: options.method, body: options.body, token, host: options.acme ? ACME_HOST : undefined });
}

export async function firstCategoryId(): Promise<number> {
  const { body } = await api('/api/categories?page_size=1');
  return body.data.results[0].id as number;
}

export const general = (categoryId: number, over: Record<string, unknown> = {}) => ({
  title: 'IT Course',
  description: '<p>About <strong>it</strong></p><script>alert(1)</script>',
  category_id: categoryId,
  level: 'developing',
  thumbnail_default: 3,
  thumbnail_file_id: null,
  status: 'draft',
  confidentiality: 'private',
  provider_id: null,
  instructional_model: 'addie',
  ...over,
});

/** A new draft course of the demo organisation, in its first category: its id. */
export async function newCourse(title: string): Promise<number> {
  const res = await api(`${V2}/course-general`, { method: 'POST', body: general(await firstCategoryId(), { title }) });
  if (res.status !== 201) throw new Error(`fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Saves a course's contents as one unrestricted section, 'Week 1': the call's answer. */
export const saveContents = (courseId: number, contents: unknown[]) =>
  api(`${V2}/course-content/${courseId}`, { method: 'PATCH', body: { restricted: false, sections: [{ title: 'Week 1', contents }] } });

/** A fresh quiz, presence and assignment of the demo organisation (nothing else places them). */
export async function freshItems(suffix: string) {
  const quiz = await api('/api/cms/v4/quizzes', {
    method: 'POST',
    body: {
      title: `Itinerary Course Quiz ${suffix}`,
      description: '<p>About</p>',
      type: 'quiz',
      question_type: 'Combine',
      questions: [
        {
          question: '<p>Sky is blue</p>',
          question_type: 'true_false',
          score: 100,
          options: [
            { code: 'A', no: 1, label: 'True', is_correct: true },
            { code: 'B', no: 2, label: 'False', is_correct: false },
          ],
        },
      ],
    },
  });
  const presence = await api('/api/cms/presences', {
    method: 'POST',
    body: { title: `Itinerary Course Presence ${suffix}`, description: 'Check-in', content_type: 'course' },
  });
  const assignment = await api('/api/cms/assignments', {
    method: 'POST',
    body: {
      title: `Itinerary Course Assignment ${suffix}`,
      instruction: '<p>Write it down.</p>',
      allowed_upload_extensions: { documents: ['pdf'], videos: [], audios: [], others: [] },
    },
  });
  for (const r of [quiz, presence, assignment]) if (r.status !== 201) throw new Error(`fixture: ${r.status} ${JSON.stringify(r.body)}`);
  return { quiz: quiz.body.data.id as number, presence: presence.body.data.id as number, assignment: assignment.body.data.id as number };
}
