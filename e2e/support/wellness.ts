import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ptTrainerBody } from '../../apps/api/src/test/pt';
import { API_HEADERS, apiLogin } from './auth';
import { expectNoSeriousA11yViolations } from './fixtures';

/** A PT trainer of a journey's own, Monday to Friday 07:00–12:00, made through the office's API. Returns its id. */
export async function ptTrainerByApi(request: APIRequestContext, name: string): Promise<number> {
  const admin = await apiLogin(request, 'admin');
  const res = await request.post('/api/v2/admin/wellness/pt/trainers', {
    headers: { ...API_HEADERS, authorization: `Bearer ${admin}` },
    data: ptTrainerBody({ ko: name, en: name }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Opens a holding's Suspend dialog (rental or PT package) and fills it in; returns the dialog, not yet confirmed. */
export async function fillSuspension(
  page: Page,
  labels: { suspend: string; start: string; days: string; reason: string },
  values: { start: string; days: number; reason: string },
): Promise<Locator> {
  await page.getByRole('button', { name: labels.suspend, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labels.start).fill(values.start);
  await dialog.getByLabel(labels.days).fill(String(values.days));
  await dialog.getByLabel(labels.reason).fill(values.reason);
  return dialog;
}

/** Confirms the filled-in Suspend dialog (checked for accessibility first): the notice shows and, once per period, the button is gone. */
export async function confirmSuspension(page: Page, dialog: Locator, labels: { suspend: string; suspended: string }) {
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: labels.suspend, exact: true }).click();
  await expect(page.getByText(labels.suspended)).toBeVisible();
  await expect(page.getByRole('button', { name: labels.suspend, exact: true })).toHaveCount(0);
}

/** Offers the holding to a colleague through the Transfer dialog; `lead`, when given, is checked in the dialog first. */
export async function offerTransfer(
  page: Page,
  labels: { transfer: string; recipient: string; offer: string },
  loginId: string,
  lead?: RegExp,
) {
  await page.getByRole('button', { name: labels.transfer, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (lead) await expect(dialog.getByText(lead)).toBeVisible();
  await dialog.getByLabel(labels.recipient).fill(loginId);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: labels.offer }).click();
}
