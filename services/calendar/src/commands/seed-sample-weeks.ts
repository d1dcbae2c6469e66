import type { CalendarImportResult } from '@prop/contracts/calendar';
import type { Actor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { localDateOf, startOfDayIn } from '@prop/service-kit/time-zone';
import { hasRealEventsFrom } from '../db/economic-events.ts';
import type { CalendarDb } from '../db/types.ts';
import { sampleWeeks } from '../domain/sample-week.ts';
import { readSampleWeek } from '../feed/seed-sample.ts';
import { storeFeed } from '../feed/store-feed.ts';

/**
 * Loads the sample week onto this week and the next (judged in the firm's zone), marked as sample
 * data, with their high-impact schedule announced like an import's; a re-run in the same week never
 * duplicates. When real events (feed or import) are already stored from today on, nothing is
 * loaded: sample data must not mix with them. Returns null then.
 */
export async function seedSampleWeeks(
  runtime: CommandRuntime<CalendarDb>,
  actor: Actor,
  timeZone: string,
): Promise<CalendarImportResult | null> {
  const sample = await readSampleWeek();
  return runCommand(runtime, actor, async (scope) => {
    const { trx, now } = scope;
    if (await hasRealEventsFrom(trx, startOfDayIn(now, timeZone))) return null;
    const rows = sampleWeeks(sample, { today: localDateOf(now, timeZone), now, weeks: 2 });
    return storeFeed(scope, rows, 'sample');
  });
}
