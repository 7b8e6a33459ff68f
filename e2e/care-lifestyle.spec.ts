import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { carePath } from '../content/site-links';
import { lifestyleStatements } from '../content/assessments/lifestyle';

const MESSAGES = {
  healthy: 'Congratulations! You are living a healthy lifestyle.',
  unhealthy: 'You are engaging in many unhealthy practices. Consider making lifestyle changes.',
  mixed: 'Your lifestyle is a mix of healthy and unhealthy practices. Consider improving in some areas.',
};

async function openLifestyle(page: Page) {
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lifestyle Assessment' });
  await expect(dialog).toBeVisible();
  // On a slow connection the questions are still downloading when the dialog appears.
  await expect(dialog.getByText('Loading the questions…')).toBeHidden();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto(carePath);
});

const cases = [
  { name: 'all No', key: 'n', answer: () => 'No' as const, message: MESSAGES.healthy },
  { name: 'all Yes', key: 'y', answer: () => 'Yes' as const, message: MESSAGES.unhealthy },
  {
    name: 'mixed',
    key: null,
    answer: (i: number) => (i % 3 === 0 ? ('Yes' as const) : ('No' as const)),
    message: MESSAGES.mixed,
  },
];

// Each way of answering once; the wide screen takes the all-No case, the phone the others (playwright.config.ts).
for (const { name, key, answer, message } of cases) {
  test(
    `answered ${name}, the lifestyle assessment ends in its message`,
    { tag: name === 'all No' ? '@wide' : '@phone' },
    async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (msg) => logged.push(msg.text()));
      const dialog = await openLifestyle(page);
      const progress = dialog.getByRole('progressbar', { name: 'Your progress' });

      for (let i = 0; i < 30; i += 1) {
        if (i === 15) {
          await expect(dialog.getByText('Statement 16 of 30')).toBeVisible();
          await expect(progress).toHaveAttribute('aria-valuenow', '15');
        }
        if (key) await page.keyboard.press(key);
        else await dialog.getByRole('button', { name: answer(i), exact: true }).click();
      }

      await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(dialog.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await dialog.getByLabel('Name').fill('Abena Asante');
      await dialog.getByRole('button', { name: 'See my result' }).click();

      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(dialog.getByText('Prepared for Abena Asante')).toBeVisible();
      expect(logged.some((text) => text.startsWith('Lifestyle assessment submission'))).toBe(true);
    },
  );
}

test(
  'the close icon and Escape hide and resume; Close on the result starts again',
  { tag: '@wide' },
  async ({ page }) => {
    const launcher = page.getByRole('button', { name: 'Take the Assessment' });
    let dialog = await openLifestyle(page);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog.getByText('Statement 3 of 30')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close Lifestyle Assessment' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    dialog = await openLifestyle(page);
    await expect(dialog.getByText('Statement 3 of 30')).toBeVisible();
    await expect(dialog.getByText(lifestyleStatements[2].text)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    dialog = await openLifestyle(page);
    await expect(dialog.getByText('Statement 3 of 30')).toBeVisible();
    for (let i = 2; i < 30; i += 1) await page.keyboard.press('n');
    await dialog.getByRole('button', { name: 'See my result' }).click();
    await expect(dialog.getByText(MESSAGES.mixed)).toBeVisible();

    // The close icon on the result keeps it; Close resets everything.
    await dialog.getByRole('button', { name: 'Close Lifestyle Assessment' }).click();
    dialog = await openLifestyle(page);
    await expect(dialog.getByText(MESSAGES.mixed)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    dialog = await openLifestyle(page);
    await expect(dialog.getByText('Statement 1 of 30')).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
);

test('keyboard: Y and N answer, Back revises, focus stays in the dialog', { tag: '@wide' }, async ({ page }) => {
  const dialog = await openLifestyle(page);
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();

  await page.keyboard.press('y');
  await page.keyboard.press('n');
  await expect(dialog.getByText('Statement 3 of 30')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Statement 2 of 30')).toBeVisible();
  await expect(dialog.getByText(lifestyleStatements[1].text)).toBeVisible();

  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  for (let i = 1; i < 30; i += 1) await page.keyboard.press('y');
  // Back from the contact form returns to the last statement.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Statement 30 of 30')).toBeVisible();
  await page.keyboard.press('y');
  // The new step takes focus on its heading a frame after it appears; typing starts once it has, as a person's
  // would (keys pressed in that first frame would follow the focus to the heading).
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
  // In the form, Y and N are letters: 'Nyarko' is typed, nothing is answered.
  await dialog.getByLabel('Name').pressSequentially('Nyarko');
  await expect(dialog.getByLabel('Name')).toHaveValue('Nyarko');
  await page.keyboard.press('Enter');
  // Answers: Yes, then (after Back) Yes for every statement from 2 on.
  await expect(dialog.getByText(MESSAGES.unhealthy)).toBeVisible();
});
