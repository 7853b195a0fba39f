import { adminCall, json } from '../../setup/http';

/** A code no other test uses (the files of the suite share one database). */
let n = 0;
export const uniqueCode = (prefix: string) => `${prefix}${process.pid % 1000}${Date.now() % 100000}${(n += 1)}`;

/** Creates a row through the API and answers its id. */
export async function created(path: string, body: unknown): Promise<number> {
  const res = await adminCall(path, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id as number;
}
