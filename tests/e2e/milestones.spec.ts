import { expect, test } from '@playwright/test';
import { milestones } from '../../src/content/milestones.ts';
import { openHydrated } from './support';

test('shows all seven milestones, oldest first, each with its year, title and description', async ({ page }) => {
  await openHydrated(page, '/research-and-resources/milestones');
  const items = page.getByRole('main').getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(7);
  const years = ['2020', '2021', '2022', '2023', '2024', '2025', 'Future'];
  await expect(items.getByRole('heading', { level: 2 })).toHaveText(
    milestones.milestones.map((milestone, index) => `${years[index]} ${milestone.title}`),
  );
  for (const [index, milestone] of milestones.milestones.entries()) {
    await expect(items.nth(index)).toContainText(milestone.description);
  }
});
