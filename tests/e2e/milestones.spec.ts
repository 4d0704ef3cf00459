import { expect, test } from '@playwright/test';
import { milestones } from '../../src/content/milestones.ts';
import { openHydrated } from './support';

test('shows every milestone, in order, each with its year, title and description', async ({ page }) => {
  await openHydrated(page, '/research-and-resources/milestones');
  const items = page.getByRole('main').getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(milestones.milestones.length);
  await expect(items.getByRole('heading', { level: 2 })).toHaveText(milestones.milestones.map((milestone) => `${milestone.year} ${milestone.title}`));
  for (const [index, milestone] of milestones.milestones.entries()) {
    await expect(items.nth(index)).toContainText(milestone.description);
  }
});
