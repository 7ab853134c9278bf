import { expect, test } from './support/fixtures.ts';

test('the Italian sustainability page renders without console errors', async ({ page }) => {
  await page.goto('/it/sostenibilita');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sostenibilità');
});
