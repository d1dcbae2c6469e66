import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../services/identity/demo-accounts.json' with { type: 'json' };
import { baseUrl, expectNoSideScroll, openBrowser, screenshot } from './browser.ts';

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A real one-page PDF and a real PNG, printed and photographed by the browser itself. */
async function makeDocuments(browser: Browser): Promise<{ pdf: Buffer; png: Buffer }> {
  const scratch = await browser.newPage({ viewport: { width: 480, height: 300 } });
  try {
    const style = 'font: 20px sans-serif; padding: 24px; color: #111; background: #fff;';
    await scratch.setContent(
      `<main style="${style}"><h1>PASSPORT</h1><p>Surname: Demo</p><p>Given names: Trader</p></main>`,
    );
    const pdf = await scratch.pdf({ width: '480px', height: '300px', printBackground: true });
    await scratch.setContent(
      `<main id="bill" style="${style} width: 360px; border: 4px solid #2563eb">` +
        '<h1>Utility bill</h1><p>12 Analytical Row, London N1 9GU</p><p>Issued this month</p></main>',
    );
    const png = await scratch.locator('#bill').screenshot({ type: 'png' });
    return { pdf, png };
  } finally {
    await scratch.close();
  }
}

const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });

/** Digest of the file behind a blob: URL in the admin page, as the viewer shows it. */
/**
 * The SHA-256 of the decrypted file the viewer downloads next. Read from the response, because the
 * page's own CSP (connect-src 'self') rightly refuses a script reading the blob: URL back.
 */
const nextViewedDigest = (page: Page) =>
  page
    .waitForResponse((response) => response.url().includes('/api/admin/kyc/documents/'))
    .then(async (response) => sha256(await response.body()));

/**
 * The demo trader sends an identity document (PDF) and a proof of address (PNG) from the dashboard;
 * the admin opens both in the viewer of the user's details and approves; the trader's card turns
 * Verified over /ws, without a reload.
 */
describe('KYC: the demo trader uploads documents, the admin views and approves them', () => {
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let trader: Page;
  let admin: Page;
  let documents: { pdf: Buffer; png: Buffer };
  let userId = '';
  let fullName = '';

  beforeAll(async () => {
    browser = await openBrowser();
    documents = await makeDocuments(browser);
    // Each side in a context of its own, so the two sessions never mix.
    traderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    trader = await traderContext.newPage();
    admin = await adminContext.newPage();
  });
  afterAll(async () => {
    await traderContext?.close();
    await adminContext?.close();
    await browser?.close();
  });

  const kycCard = () => trader.getByRole('region', { name: 'KYC Status' });

  it('shows the demo trader the upload form with the accepted types, the 5 MB limit and the guidance', async () => {
    expect(documents.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(documents.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    await trader.goto(`${baseUrl()}/`);
    const form = trader.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demo.SEED_TRADER_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_TRADER_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await trader.getByRole('heading', { name: /^Welcome back, / }).waitFor({ timeout: 15000 });

    const card = kycCard();
    await card.getByText('Pending', { exact: true }).waitFor();
    const upload = card.getByRole('form', { name: 'Upload KYC documents' });
    await upload
      .getByText('Accepted types: PDF, JPEG or PNG (.pdf, .jpg, .jpeg, .png), up to 5 MB per file.')
      .waitFor();
    await upload.getByText('A bank statement or utility bill from the last 3 months').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(trader, 'kyc-01-trader-form');

    await trader.setViewportSize({ width: 375, height: 812 });
    await card.scrollIntoViewIfNeeded();
    await expectNoSideScroll(trader);
    await screenshot(trader, 'kyc-02-trader-form-mobile');
    await trader.setViewportSize({ width: 1280, height: 900 });
  });

  it("asks for both documents before sending anything: 'Please select both documents'", async () => {
    const upload = kycCard().getByRole('form', { name: 'Upload KYC documents' });
    let sent = false;
    const watch = (request: { url: () => string }) => {
      if (request.url().endsWith('/api/kyc/upload')) sent = true;
    };
    trader.on('request', watch);
    await upload.getByLabel('Identity Document').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: documents.pdf,
    });
    await upload.getByRole('button', { name: 'Upload Documents' }).click();
    await notifications(trader).getByText('Please select both documents').waitFor();
    await upload.getByLabel('Proof of Address').and(trader.locator('[aria-invalid="true"]')).waitFor();
    trader.off('request', watch);
    expect(sent).toBe(false);
  });

  it("uploads a PDF and a PNG and tells the trader 'Documents uploaded successfully. Your application is under review.'", async () => {
    const card = kycCard();
    const upload = card.getByRole('form', { name: 'Upload KYC documents' });
    await upload.getByLabel('Proof of Address').setInputFiles({
      name: 'utility-bill.png',
      mimeType: 'image/png',
      buffer: documents.png,
    });
    const answered = trader.waitForResponse((response) => response.url().endsWith('/api/kyc/upload'));
    await upload.getByRole('button', { name: 'Upload Documents' }).click();
    expect((await answered).status()).toBe(201);
    await notifications(trader)
      .getByText('Documents uploaded successfully. Your application is under review.')
      .waitFor();
    await card.getByText('Complete', { exact: true }).waitFor();
    await card.getByText('Your documents are under review.').waitFor();
    await upload.waitFor({ state: 'detached' });
    await card.scrollIntoViewIfNeeded();
    await screenshot(trader, 'kyc-03-trader-uploaded');
  });

  it('shows the admin the pending submission with its counts, and the documents in the user details', async () => {
    await admin.goto(`${baseUrl()}/admin`);
    const form = admin.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('Email').fill(demo.SEED_ADMIN_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(demo.SEED_ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL(/\/admin\/dashboard$/);

    const users = (await (await admin.request.get(`${baseUrl()}/api/admin/users`)).json()) as {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
    }[];
    const demoTrader = users.find((user) => user.email === demo.SEED_TRADER_EMAIL);
    if (!demoTrader) throw new Error('the demo trader is not listed');
    userId = demoTrader.id;
    fullName = `${demoTrader.firstName} ${demoTrader.lastName}`;

    await admin.goto(`${baseUrl()}/admin/kyc`);
    const counts = admin.getByRole('group', { name: 'KYC counts' });
    await counts.getByRole('group', { name: 'Pending' }).waitFor();
    const table = admin.getByRole('region', { name: 'KYC submissions' });
    const row = table.getByRole('row').filter({ hasText: demo.SEED_TRADER_EMAIL });
    expect(await row.getByLabel(`KYC status for ${fullName}`).inputValue()).toBe('pending');
    await screenshot(admin, 'kyc-04-admin-kyc-page');

    await row.getByRole('link', { name: fullName }).click();
    await admin.waitForURL(new RegExp(`/admin/users/${userId}$`));
    const list = admin.getByRole('list', { name: 'KYC documents' });
    await list.getByRole('listitem').nth(1).waitFor();
    await list.getByRole('listitem', { name: 'Identity document' }).getByText('passport.pdf').waitFor();
    await list.getByRole('listitem', { name: 'Proof of address' }).getByText('utility-bill.png').waitFor();
    await list.scrollIntoViewIfNeeded();
    await screenshot(admin, 'kyc-05-admin-documents');
  });

  it('opens the PDF inline in the viewer, byte-identical to what the trader sent', async () => {
    const viewed = nextViewedDigest(admin);
    await admin.getByRole('button', { name: 'View Identity document' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Identity document' });
    const frame = dialog.locator('iframe[title="Identity document: passport.pdf"]');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:/);
    expect(await viewed).toBe(sha256(documents.pdf));
    // The browser's PDF viewer loads inside the frame: framing the blob is allowed by the gateway's CSP.
    await expect
      .poll(() => admin.frames().some((f) => f.url().startsWith('chrome-extension://')), { timeout: 15000 })
      .toBe(true);
    await dialog.getByRole('link', { name: 'Download' }).waitFor();
    await screenshot(admin, 'kyc-06-admin-pdf-viewer');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens the PNG inline in the viewer, byte-identical to what the trader sent', async () => {
    const viewed = nextViewedDigest(admin);
    await admin.getByRole('button', { name: 'View Proof of address' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Proof of address' });
    const image = dialog.getByRole('img', { name: 'Proof of address: utility-bill.png' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await viewed).toBe(sha256(documents.png));
    await screenshot(admin, 'kyc-07-admin-png-viewer');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("approves, and the trader's card shows Verified without a reload", async () => {
    await trader.evaluate(() => {
      (window as unknown as { beforeApproval: boolean }).beforeApproval = true;
    });
    await admin.getByRole('button', { name: `Approve KYC for ${fullName}` }).click();
    await admin.getByRole('button', { name: `Approve KYC for ${fullName}` }).waitFor({ state: 'detached' });
    await admin.getByLabel(`KYC status for ${fullName}`).and(admin.locator('select')).waitFor();
    expect(await admin.getByLabel(`KYC status for ${fullName}`).inputValue()).toBe('approved');
    await screenshot(admin, 'kyc-08-admin-approved');

    const card = kycCard();
    await card.getByText('Verified', { exact: true }).waitFor({ timeout: 15000 });
    await card.getByText('Your identity has been verified.').waitFor();
    expect(
      await trader.evaluate(() => (window as unknown as { beforeApproval?: boolean }).beforeApproval === true),
    ).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(trader, 'kyc-09-trader-verified');
  });
});
