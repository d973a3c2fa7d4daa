import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Signs an operator in to the back office (`/bo/`) and waits for the shell to name the operator. The one
 * place journeys log operators in: a change to the login steps (a second factor) is made here.
 */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}/bo/`);
  await page.getByTestId('bo-username').fill(username);
  await page.getByTestId('bo-password').fill(password);
  await page.getByTestId('bo-login-submit').click();
  await page.getByTestId('bo-operator').waitFor();
}

/** The back office in the light theme (it starts dark): set before the first page of a context loads. */
export async function backofficeTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.context().addInitScript((chosen) => localStorage.setItem('bo.theme', chosen), theme);
}
