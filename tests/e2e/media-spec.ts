// The video and podcast screens' end-to-end walk (docs/decisions/0082), declared once for both kinds.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test, waitForHydration } from './fixtures';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const shots = `${process.env.TEST_TMP ?? '.tmp'}/screens`;
mkdirSync(shots, { recursive: true });
const media = (name: string) => path.join(process.cwd(), 'src/db/seed/media', name);

interface Kind {
  kind: 'video' | 'podcast';
  noun: string;
  file: string;
  seconds: string;
  /** A seeded, published item with a real file (the player's test). */
  seeded: string;
  category: string;
}

async function openSeeded(page: Page, K: Kind) {
  await page.goto(`/${K.kind}?keyword=${encodeURIComponent(K.seeded)}`);
  await page.getByRole('link', { name: `Detail ${K.seeded}` }).click();
  await expect(page.locator('#media-title')).toHaveText(K.seeded);
}

/** Statuses the server gave the page's own requests for a file (the player's included), from now on. */
function fileResponses(page: Page): Map<string, number[]> {
  const seen = new Map<string, number[]>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith('/api/storage/files/')) seen.set(pathname, [...(seen.get(pathname) ?? []), res.status()]);
  });
  return seen;
}

/**
 * A browser seeks only in a file served by range (206): without it the seek falls back to what was already loaded.
 * So the file answers a Range request with exactly those bytes, the player's own requests for it were answered 206,
 * and after currentTime is set on the paused player it stays there with data to show (readyState ≥ 2,
 * HAVE_CURRENT_DATA).
 */
async function expectSeekHolds(page: Page, player: Locator, target: number, responses: Map<string, number[]>) {
  const src = (await player.getAttribute('src'))!;
  const ranged = await page.request.get(src, { headers: { range: 'bytes=100-199' } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()['content-range']).toMatch(/^bytes 100-199\/\d+$/);
  expect((await ranged.body()).length).toBe(100);

  await player.evaluate((el: HTMLMediaElement) => {
    el.pause();
    return el.readyState >= 1 ? null : new Promise((resolve) => el.addEventListener('loadedmetadata', resolve, { once: true }));
  });
  const seeked = await player.evaluate(
    (el: HTMLMediaElement, to: number) =>
      new Promise<string>((resolve) => {
        setTimeout(() => resolve('no seeked event in 10 s'), 10_000);
        el.addEventListener('seeked', () => resolve('seeked'), { once: true });
        el.currentTime = to;
      }),
    target,
  );
  expect(seeked).toBe('seeked');
  await expect.poll(() => player.evaluate((el: HTMLMediaElement) => el.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(300);
  const after = await player.evaluate((el: HTMLMediaElement) => ({ time: el.currentTime, paused: el.paused, readyState: el.readyState }));
  expect(after.paused).toBe(true);
  expect(after.time).toBeCloseTo(target, 1);
  expect(after.readyState).toBeGreaterThanOrEqual(2);
  expect(responses.get(src), `the player's requests for ${src}`).toContain(206);
}

export function mediaSpec(K: Kind) {
  const element = K.kind === 'video' ? 'video' : 'audio';

  for (const name of ['list', 'form', 'detail', 'history'] as const) {
    test(`the ${K.kind} ${name} has no accessibility violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, admin.email);
      if (name === 'list') await page.goto(`/${K.kind}`);
      if (name === 'form') {
        await page.goto(`/${K.kind}/create`);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Title is required')).toBeVisible();
      }
      if (name === 'detail' || name === 'history') await openSeeded(page, K);
      if (name === 'history') await page.getByRole('link', { name: 'History' }).click();
      await noAxeViolations(page, { screenshot: `${K.kind}-a11y-${name}` });
    });
  }

  test(`plays the demo ${K.kind} and a seek holds`, async ({ page }) => {
    test.setTimeout(120_000);
    const responses = fileResponses(page);
    await login(page, admin.email);
    await openSeeded(page, K);
    const player = page.locator(`.media-player ${element}`);
    await expect(player).toHaveAttribute('src', /^\/api\/storage\/files\/DEMO\//);
    await player.evaluate(
      (el: HTMLMediaElement) => new Promise((resolve) => (el.readyState >= 4 ? resolve(null) : el.addEventListener('canplaythrough', resolve, { once: true }))),
    );
    expect(await player.evaluate((el: HTMLMediaElement) => Math.round(el.duration))).toBeGreaterThan(1);
    // It plays (muted: no user gesture needed).
    await player.evaluate((el: HTMLMediaElement) => {
      el.muted = true;
      return el.play();
    });
    await expect.poll(() => player.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await player.evaluate((el: HTMLMediaElement) => el.pause());

    await expectSeekHolds(page, player, 1.5, responses);
    await page.screenshot({ path: `${shots}/${K.kind}-player.png`, fullPage: true });
  });

  test(`create a ${K.kind}, find it in the list, open its detail, seek in its file, move its status, edit it and delete it`, async ({ page }) => {
    test.setTimeout(240_000);
    const responses = fileResponses(page);
    await login(page, admin.email);
    await page.goto(`/${K.kind}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${K.noun} List`);
    await page.getByRole('link', { name: `Create ${K.noun}` }).click();
    await waitForHydration(page);

    const title = `E2E ${K.noun} ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: K.category }).first().click();
    await page.getByLabel(`${K.noun} File`).setInputFiles(media(K.file));
    // The resumable upload field shows the stored file as a link once the last chunk is in.
    await expect(page.getByRole('link', { name: K.file })).toBeVisible();
    if (K.kind === 'video') {
      // The thumbnail from the video: the frame at the preview's current time, drawn on a canvas and uploaded.
      const preview = page.getByLabel('Video preview for the thumbnail');
      await preview.evaluate(
        (el: HTMLVideoElement) =>
          new Promise((resolve) => {
            const go = () => {
              el.addEventListener('seeked', resolve, { once: true });
              el.currentTime = 2;
            };
            if (el.readyState >= 2) go();
            else el.addEventListener('loadeddata', go, { once: true });
          }),
      );
      await page.getByRole('button', { name: 'Use Current Frame' }).click();
      await expect(page.getByAltText('Current thumbnail')).toHaveAttribute('src', /^\/api\/storage\/files\/DEMO\/thumbnails\/.+\.jpg$/);
    } else {
      await page.getByRole('button', { name: 'Waves' }).click();
      await expect(page.getByAltText('Current thumbnail')).toHaveAttribute('src', '/media/thumbnails/waves.svg');
    }
    await page.screenshot({ path: `${shots}/${K.kind}-form.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/${K.kind}$`));
    await expect(page.getByText(`${K.noun} has been successfully created.`)).toBeVisible();

    // The search waits for 3 characters and 500 ms.
    await waitForHydration(page);
    await page.getByRole('searchbox').fill(title);
    await expect(page).toHaveURL(/keyword=E2E/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.screenshot({ path: `${shots}/${K.kind}-list.png`, fullPage: true });
    await page.getByRole('link', { name: `Detail ${title}` }).click();
    await expect(page.locator('#media-title')).toHaveText(title);

    // The duration is read by the background job; the page follows it and shows the result.
    await expect(page.getByTestId('media-duration')).toContainText(`${K.seconds} (Read from the file)`, { timeout: 30_000 });
    // The file this test uploaded (by the resumable upload) plays from storage and seeks.
    const player = page.locator(`.media-player ${element}`);
    await expect(player).toHaveAttribute('src', /^\/api\/storage\/files\/DEMO\/(video|podcast)\//);
    await expectSeekHolds(page, player, 3, responses);
    await expect(page.locator('.media-detail')).toContainText(K.category);
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.locator('.media-detail')).toContainText(/Review\s*since .* by Ayu Pratiwi/);
    await page.screenshot({ path: `${shots}/${K.kind}-detail.png`, fullPage: true });

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await waitForHydration(page);
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/${K.kind}$`));
    await expect(page.getByText(`${K.noun} has been successfully edited.`)).toBeVisible();

    await page.goto(`/${K.kind}?keyword=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Detail ${title} v2` }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.locator('.media-history')).toContainText('Status changed: Draft → Review');
    await expect(page.locator('.media-history')).toContainText('Edited: Title');

    await page.goto(`/${K.kind}?keyword=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Delete ${title} v2` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${K.noun} Deleted Successfully`)).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText(title);
  });
}
