import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { Program } from '@prop/contracts/program';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const adminProgramsKey = urlOf(programsEndpoints.getAdminPrograms);

/** Every program at its latest version, on sale or not. */
export function getAdminPrograms(): Promise<Program[]> {
  return callEndpoint<Program[]>(programsEndpoints.getAdminPrograms, adminProgramsKey);
}

export function useAdminPrograms() {
  return useSWR(adminProgramsKey, getAdminPrograms);
}
