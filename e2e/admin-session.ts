import type { Page } from 'playwright-core';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl } from './browser.ts';

/** Signs the demo admin in through the admin sign-in form and waits for the dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/admin`);
  const form = page.getByRole('form', { name: 'Admin sign in' });
  await form.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}
