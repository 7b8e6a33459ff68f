import { test, expect } from './fixtures';
import { axe } from './support/axe';
import { carePath } from '../content/site-links';
import { lifestyleStatements } from '../content/assessments/lifestyle';

test('the care centre page introduces BTS, both assessments and the three services', async ({ page }) => {
  await page.goto(carePath);
  await expect(page.getByRole('heading', { level: 1, name: 'MHV Health Care Centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The BTS lifestyle' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lifestyle Assessment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stressors Assessment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the Stressors Assessment' })).toBeVisible();
  for (const card of ['Health Assessments', 'Diet Plans & Fasting Programs', 'Medical Research']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
});

test('the questions download only when an assessment is wanted, in one request', { tag: '@wide' }, async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(carePath);
  await page.waitForLoadState('networkidle');
  const needle = lifestyleStatements[0].text.slice(0, 40);
  const withQuestions = async () => (await Promise.all(scripts)).filter((body) => body.includes(needle)).length;
  expect(await withQuestions()).toBe(0);

  // Pointing at the button starts the download early; opening the dialog then reuses it.
  const launcher = page.getByRole('button', { name: 'Take the Assessment' });
  await launcher.hover();
  await expect.poll(withQuestions).toBe(1);
  await launcher.click();
  await expect(page.getByRole('dialog').getByText(lifestyleStatements[0].text)).toBeVisible();
  expect(await withQuestions()).toBe(1);
});

test('the page and both dialogs have no detectable accessibility violations', async ({ page }) => {
  await page.goto(carePath);
  const onPage = await axe(page).include('main').analyze();
  expect(onPage.violations).toEqual([]);

  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  const lifestyle = await axe(page).include('[role="dialog"]').analyze();
  expect(lifestyle.violations).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Start the Stressors Assessment' }).click();
  await expect(page.getByRole('dialog').getByRole('progressbar')).toBeVisible();
  const stressors = await axe(page).include('[role="dialog"]').analyze();
  expect(stressors.violations).toEqual([]);
});

test('an unknown care address is not found', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/other-care');
  expect(response?.status()).toBe(404);
});
