import type { CalendarImportResult } from '@prop/contracts/calendar';
import type { Actor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import type { CalendarDb, EventSource } from '../db/types.ts';
import { storeFeed } from '../feed/store-feed.ts';

/**
 * Stores the rows of one feed (the scheduled pull, or an admin's file) in one transaction, with
 * the high-impact schedule it changed (`calendar.events.scheduled`) in the outbox. An admin's file
 * is an admin action: it is audited (`economic_events.imported`) in the same transaction.
 */
export function importFeed(
  runtime: CommandRuntime<CalendarDb>,
  actor: Actor,
  rows: readonly unknown[],
  source: EventSource,
): Promise<CalendarImportResult> {
  return runCommand(runtime, actor, async (scope) => {
    const result = await storeFeed(scope, rows, source);
    if (source === 'import') {
      await scope.audit({
        action: 'economic_events.imported',
        target: { type: 'economic_events', id: 'calendar' },
        before: null,
        after: { rows: rows.length, ...result },
      });
    }
    return result;
  });
}
