import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { AdminProgram } from '@prop/contracts/program';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export function adminProgramKey(id: string): string {
  return urlOf(programsEndpoints.getAdminProgramsById, { id });
}

/** A program's latest version and every earlier one. */
export function getAdminProgram(id: string): Promise<AdminProgram> {
  return callEndpoint<AdminProgram>(programsEndpoints.getAdminProgramsById, adminProgramKey(id));
}

export function useAdminProgram(id: string) {
  return useSWR(id ? adminProgramKey(id) : null, () => getAdminProgram(id));
}
