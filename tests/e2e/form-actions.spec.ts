import { demo, expect, login, test } from './fixtures';

/** A form's Cancel and Save stand apart on every kit form (issue 27 item 17: they touched on the media forms). */
test('Cancel and Save stand apart on the video, popup, webinar and channel forms', async ({ page }) => {
  await login(page, demo.accounts[0].email);
  for (const path of ['/video/create', '/popup/create', '/webinar/create', '/channel/create']) {
    await page.goto(path);
    const cancel = await page
      .locator('button, a')
      .filter({ hasText: /^Cancel$/ })
      .last()
      .boundingBox();
    const save = await page.locator('button[type=submit]').last().boundingBox();
    expect(cancel && save, path).toBeTruthy();
    expect(save!.x - (cancel!.x + cancel!.width), `${path}: the gap between Cancel and Save`).toBeGreaterThanOrEqual(6);
  }
});
