import { adminToken, answer } from '../../setup/http';

export const validInput = (over: Record<string, unknown> = {}) => ({
  title: 'Integration Assignment',
  instruction: '<p>Write it down.</p>',
  allowed_upload_extensions: { documents: ['pdf'], videos: [], audios: [], others: [] },
  ...over,
});

/** The seeded assignment with this title (demo organisation). */
export async function seeded(title: string): Promise<{ id: number; [k: string]: unknown }> {
  const { body } = await answer(`/api/cms/assignments?keyword=${encodeURIComponent(title)}`, { token: await adminToken() });
  const row = body.data.results.find((r: { title: string }) => r.title === title);
  if (!row) throw new Error(`seeded assignment ${title} missing`);
  return row;
}

export async function associates(id: number) {
  const { body } = await answer(`/api/cms/assignments/${id}/associates?page_size=50`, { token: await adminToken() });
  return body.data.results as {
    relation_id: number;
    batch_id: number;
    section_id: number;
    content_id: number;
    detail: string;
    title: string;
    module_type: string;
  }[];
}
