import type { KycDocument } from '@prop/contracts/kyc';
import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { ApiError } from '@prop/web-client/api-fetch';
import { useEffect, useState } from 'react';

/**
 * The decrypted file from the admin download route. The blob takes the type the listing gives
 * (PDF, JPEG or PNG only), so the viewer never renders anything else in the page's origin.
 */
export async function fetchKycDocument(document: KycDocument, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(
    urlOf(identityEndpoints.getAdminKycDocumentsByDocumentId, { documentId: document.id }, { disposition: 'inline' }),
    {
      credentials: 'include',
      signal,
    },
  );
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return new Blob([await response.arrayBuffer()], { type: document.contentType });
}

export type KycDocumentFile = { url: null; error: null } | { url: string; error: null } | { url: null; error: unknown };

/**
 * A blob: URL of the document while the viewer shows it. The API itself cannot be framed (the
 * gateway sends frame-ancestors 'none'), a same-page blob can; it is revoked when the viewer closes.
 */
export function useKycDocumentFile(document: KycDocument): KycDocumentFile {
  const [file, setFile] = useState<KycDocumentFile>({ url: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setFile({ url: null, error: null });
    fetchKycDocument(document, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setFile({ url, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFile({ url: null, error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [document]);
  return file;
}
