import { urlOf } from '@prop/contracts/endpoints/define';
import { calendarEndpoints } from '@prop/contracts/endpoints/calendar';
import type { ListedEconomicEvent } from '@prop/contracts/calendar';
import { TIMINGS } from '@prop/contracts/constants';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const ECONOMIC_EVENTS_KEY = urlOf(calendarEndpoints.getEconomicEvents);

/** GET /api/economic-events: today's and upcoming events, by time. */
export function getEconomicEvents(): Promise<ListedEconomicEvent[] | null> {
  return getJson<ListedEconomicEvent[]>(ECONOMIC_EVENTS_KEY);
}

/** Re-read every 60 s (docs/product-rules.md §9), so new actual figures appear without a reload. */
export function useEconomicEvents() {
  return useSWR(ECONOMIC_EVENTS_KEY, getEconomicEvents, { refreshInterval: TIMINGS.economicEventsPollMs });
}
