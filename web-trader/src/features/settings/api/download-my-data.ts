import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { ApiError } from '@prop/web-client/api-fetch';
import useSWRMutation from 'swr/mutation';

export const EXPORT_KEY = urlOf(identityEndpoints.getUserExport);

/** The server names the file (`my-data-YYYY-MM-DD.json`); this is the fallback should it not. */
const FALLBACK_NAME = 'my-data.json';

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/** Fetches the trader's data and hands it to the browser as a file to save. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch(EXPORT_KEY, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadMyData() {
  return useSWRMutation(EXPORT_KEY, () => downloadMyData());
}
