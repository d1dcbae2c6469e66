import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { type Program, programCatalogueSchema } from '@prop/contracts/program';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const PROGRAMS_KEY = urlOf(programsEndpoints.getPrograms);

/** GET /api/programs, checked: a catalogue the page cannot read is an error, so the screen offers Instant Funding alone. */
export async function getPrograms(): Promise<Program[]> {
  return programCatalogueSchema.parse(await getJson<unknown>(PROGRAMS_KEY));
}

/** The public catalogue; it changes only when an admin publishes a version, so focus does not re-read it. */
export function usePrograms() {
  return useSWR(PROGRAMS_KEY, getPrograms, { revalidateOnFocus: false });
}
