import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { KycUploadResult } from '@prop/contracts/kyc';
import { ApiError } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';
import type { KycUploadField } from '../utils/kyc-files.ts';
import { KYC_KEY } from './get-kyc.ts';

/**
 * POST /api/kyc/upload as multipart/form-data, one file per field. The browser sets the
 * multipart content type with its boundary, so none is set here.
 */
export async function uploadKycDocuments(documents: Record<KycUploadField, File>): Promise<KycUploadResult> {
  const form = new FormData();
  for (const [field, file] of Object.entries(documents)) form.append(field, file, file.name);
  const response = await fetch(urlOf(identityEndpoints.postKycUpload), {
    method: identityEndpoints.postKycUpload.method,
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as KycUploadResult;
}

/** Uploads both documents; the trader's KYC state becomes the one the server answered with. */
export function useUploadKycDocuments() {
  return useSWRMutation(
    KYC_KEY,
    (_key: string, { arg }: { arg: Record<KycUploadField, File> }) => uploadKycDocuments(arg),
    { populateCache: (result: KycUploadResult) => result.kyc, revalidate: false },
  );
}
