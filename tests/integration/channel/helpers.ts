import { adminCall, json, stored } from '../../setup/http';

export const P = '/api/channels';

/** Uploads a picture as the admin to the given folder and answers the stored file (the cover field's value). */
export const uploadCover = (bytes: Buffer, name: string, folder = 'covers') => stored(bytes, name, folder);

/** The first demo videos (id, title), for channel items. */
export async function demoVideos(count: number): Promise<{ id: number; title: string }[]> {
  return (await json(await adminCall(`${P}/content?type=video&page_size=${count}`))).data.results;
}
