import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEvents } from '../src/prune-events.ts';
import { kitFixture } from './helpers.ts';

describe('pruning published events and processed event ids', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;
  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(() => fx.close());

  it('deletes only published rows, processed ids and redelivery counts older than the cut-off, and is idempotent', async () => {
    // given: an old published row, an old unpublished row, a recent published row; old and recent processed ids
    // and redelivery counts
    const old = new Date('2026-01-01T00:00:00Z');
    const recent = new Date('2026-01-03T00:00:00Z');
    const row = (id: string, published: Date | null) => ({
      id,
      subject: 'kit.thing.happened',
      envelope: sql`'{}'::jsonb`,
      created_at: old,
      published_at: published,
    });
    await fx.db
      .insertInto('outbox')
      .values([
        row('00000000-0000-4000-8000-000000000001', old),
        row('00000000-0000-4000-8000-000000000002', null),
        row('00000000-0000-4000-8000-000000000003', recent),
      ])
      .execute();
    await fx.db
      .insertInto('processed_events')
      .values([
        { consumer: 'c', event_id: '00000000-0000-4000-8000-000000000011', processed_at: old },
        { consumer: 'c', event_id: '00000000-0000-4000-8000-000000000012', processed_at: recent },
      ])
      .execute();

    await fx.db
      .insertInto('redeliveries')
      .values([
        { consumer: 'c', event_id: '00000000-0000-4000-8000-000000000021', deliveries: 2, counted_at: old },
        { consumer: 'c', event_id: '00000000-0000-4000-8000-000000000022', deliveries: 3, counted_at: recent },
      ])
      .execute();

    // when
    const first = await pruneEvents(fx.db, new Date('2026-01-02T00:00:00Z'));
    const second = await pruneEvents(fx.db, new Date('2026-01-02T00:00:00Z'));

    // then: the unpublished row stays whatever its age; a second run finds nothing
    expect(first).toEqual({ outbox: 1, processed: 1, redeliveries: 1 });
    expect(second).toEqual({ outbox: 0, processed: 0, redeliveries: 0 });
    const left = await fx.db.selectFrom('outbox').select('id').orderBy('id').execute();
    expect(left.map((entry) => entry.id)).toEqual([
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000003',
    ]);
    const ids = await fx.db.selectFrom('processed_events').select('event_id').execute();
    expect(ids.map((entry) => entry.event_id)).toEqual(['00000000-0000-4000-8000-000000000012']);
    const counts = await fx.db.selectFrom('redeliveries').select('event_id').execute();
    expect(counts.map((entry) => entry.event_id)).toEqual(['00000000-0000-4000-8000-000000000022']);
  });
});
