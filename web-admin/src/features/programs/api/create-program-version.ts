import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { ProgramVersionInput } from '@prop/contracts/program';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint, mutationKeyOf, pathPrefixOf } from '../../../shared/api/endpoints.ts';

export interface CreateProgramVersionArgs {
  id: string;
  body: ProgramVersionInput;
}

export function createProgramVersion({ id, body }: CreateProgramVersionArgs): Promise<unknown> {
  const endpoint = programsEndpoints.postAdminProgramsByIdVersions;
  return callEndpoint(endpoint, urlOf(endpoint, { id }), body);
}

/** Makes a program's next version, then refreshes the list and the program: both show the new version. */
export function useCreateProgramVersion() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    mutationKeyOf(programsEndpoints.postAdminProgramsByIdVersions),
    (_key: string, { arg }: { arg: CreateProgramVersionArgs }) => createProgramVersion(arg),
    { onSuccess: () => void revalidatePaths(mutate, pathPrefixOf(programsEndpoints.getAdminPrograms)) },
  );
}
