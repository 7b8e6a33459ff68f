import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { carePath } from '../content/site-links';
import { stressorCategories } from '../content/assessments/stressors';

async function openStressors(page: Page) {
  await page.getByRole('button', { name: 'Start the Stressors Assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stressors Assessment' });
  await expect(dialog).toBeVisible();
  // On a slow connection the questions are still downloading when the dialog appears.
  await expect(dialog.getByText('Loading the questions…')).toBeHidden();
  return dialog;
}

// Answers all 75 with the keyboard, checking the progress bar at each new category.
async function answerAll(page: Page, dialog: Locator, key: 'y' | 'n') {
  const progress = dialog.getByRole('progressbar', { name: 'Your progress' });
  await expect(progress).toHaveAttribute('aria-valuemax', '75');
  let answered = 0;
  for (const category of stressorCategories) {
    await expect(progress).toHaveAttribute('aria-valuenow', String(answered));
    await expect(dialog.getByText(category.name, { exact: false }).first()).toBeVisible();
    await expect(dialog.getByText(category.questions[0])).toBeVisible();
    for (let i = 0; i < category.questions.length; i += 1) await page.keyboard.press(key);
    answered += category.questions.length;
  }
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto(carePath);
});

test(
  'all 75 answered No ends in Low stress level, with a green bar per category; Close Assessment resets',
  { tag: '@wide' },
  async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    let dialog = await openStressors(page);
    await answerAll(page, dialog, 'n');
    await dialog.getByRole('button', { name: 'See my result' }).click();

    await expect(dialog.getByText('Low stress level', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Overall 0%: you answered Yes to 0 of 75 questions.')).toBeVisible();
    const rows = dialog.getByRole('figure', { name: 'Stress by category' }).getByRole('listitem');
    await expect(rows).toHaveCount(8);
    for (let i = 0; i < 8; i += 1) await expect(rows.nth(i)).toHaveAttribute('data-band', 'low');
    expect(logged.some((text) => text.startsWith('Stressors assessment submission'))).toBe(true);

    await dialog.getByRole('button', { name: 'Close Assessment' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openStressors(page);
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(dialog.getByText(stressorCategories[0].questions[0])).toBeVisible();
  },
);

test(
  'all 75 answered Yes ends in Severe stress level, with red bars, and prints only the result',
  { tag: '@phone' },
  async ({ page }) => {
    const dialog = await openStressors(page);
    // A mis-tap on the first question is taken back with Back before going on.
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    await answerAll(page, dialog, 'y');
    await dialog.getByLabel('Name').fill('Kwame Boateng');
    await dialog.getByRole('button', { name: 'See my result' }).click();

    await expect(dialog.getByText('Severe stress level', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Overall 100%: you answered Yes to 75 of 75 questions.')).toBeVisible();
    const figure = dialog.getByRole('figure', { name: 'Stress by category' });
    const bars = figure.locator('[data-chart-bar]');
    await expect(bars).toHaveCount(8);
    for (let i = 0; i < 8; i += 1) {
      await expect(bars.nth(i)).toHaveCSS('background-color', 'rgb(220, 38, 38)');
    }
    await expect(figure.getByRole('listitem').first()).toContainText('6 of 6 · 100% · Severe');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close Assessment' })).toBeHidden();
    await expect(page.getByText('Prepared for Kwame Boateng')).toBeVisible();
    await expect(figure).toBeVisible();
    await expect(bars.last()).toBeVisible();
    await expect(bars.first()).toHaveCSS('print-color-adjust', 'exact');
  },
);
