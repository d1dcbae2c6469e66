import type { APIRequestContext, Browser } from 'playwright-core';
import { baseUrl } from './browser.ts';

export interface KycFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PDF passport and a real PNG utility bill, printed and photographed by the browser itself. */
export async function makeKycFiles(browser: Browser): Promise<{ passport: KycFile; bill: KycFile }> {
  const scratch = await browser.newPage({ viewport: { width: 480, height: 300 } });
  try {
    await scratch.setContent('<main><h1>PASSPORT</h1><p>Surname: Lovelace</p></main>');
    const pdf = await scratch.pdf({ width: '480px', height: '300px' });
    await scratch.setContent('<main><h1>Utility bill</h1><p>12 Analytical Row, London N1 9GU</p></main>');
    const png = await scratch.screenshot({ type: 'png' });
    return {
      passport: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf },
      bill: { name: 'utility-bill.png', mimeType: 'image/png', buffer: png },
    };
  } finally {
    await scratch.close();
  }
}

/** Uploads both KYC documents for the trader signed in on `trader` (for specs whose subject is another screen). */
export async function uploadKycDocuments(browser: Browser, trader: APIRequestContext): Promise<void> {
  const { passport, bill } = await makeKycFiles(browser);
  const uploaded = await trader.post(`${baseUrl()}/api/kyc/upload`, {
    multipart: { identityDocument: passport, proofOfAddress: bill },
  });
  if (!uploaded.ok()) throw new Error(`KYC upload failed: ${uploaded.status()} ${await uploaded.text()}`);
}
