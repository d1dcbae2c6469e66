import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { NewProgram } from '@prop/contracts/program';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf, pathPrefixOf } from '../../../shared/api/endpoints.ts';

export function createProgram(body: NewProgram): Promise<unknown> {
  const endpoint = programsEndpoints.postAdminPrograms;
  return callEndpoint(endpoint, urlOf(endpoint), body);
}

/** Creates a program at version 1, then refreshes the programs list. */
export function useCreateProgram() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(programsEndpoints.postAdminPrograms),
    (_key: string, { arg }: { arg: NewProgram }) => createProgram(arg),
    { onSuccess: () => void revalidatePaths(mutate, pathPrefixOf(programsEndpoints.getAdminPrograms)) },
  );
}
