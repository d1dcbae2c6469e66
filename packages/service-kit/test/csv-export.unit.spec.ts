import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AdminAction } from '../src/audit.ts';
import { givenFilters, oneAfterAnother, sendCsvExport } from '../src/csv-export.ts';

const columns = [{ header: 'name', value: (row: { name: string }) => row.name }];

describe('CSV exports of admin tables', () => {
  it('records the export once its rows have all been written, with the rows counted and the filters given', async () => {
    const recorded: AdminAction[] = [];
    const app = Fastify();
    app.get('/list', (_request, reply) =>
      sendCsvExport(reply, {
        table: 'users',
        filters: { search: 'ada', status: undefined, empty: '' },
        columns,
        rows: (async function* () {
          yield { name: 'Ada' };
          // the entry is not written while rows are still coming
          expect(recorded).toEqual([]);
          yield { name: '@Grace' };
        })(),
        record: async (action) => {
          recorded.push(action);
        },
        now: new Date('2026-11-28T22:00:00Z'),
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/list' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="users-2026-11-28.csv"');
    expect(response.body).toBe("name\r\nAda\r\n'@Grace\r\n");
    expect(recorded).toEqual([
      {
        action: 'table.exported',
        target: { type: 'export', id: 'users' },
        before: null,
        after: { table: 'users', filters: { search: 'ada' }, rows: 2 },
      },
    ]);
    await app.close();
  });

  it('records a download whose rows failed midway with the rows sent until then', async () => {
    const recorded: AdminAction[] = [];
    const app = Fastify({ logger: false });
    app.get('/list', (_request, reply) =>
      sendCsvExport(reply, {
        table: 'tickets',
        filters: {},
        columns,
        rows: (async function* () {
          yield { name: 'first' };
          throw new Error('the database went away');
        })(),
        record: async (action) => {
          recorded.push(action);
        },
        now: new Date(),
      }),
    );
    await app.inject({ method: 'GET', url: '/list' }).catch(() => undefined);
    await expect
      .poll(() => recorded.map((action) => action.after))
      .toEqual([{ table: 'tickets', filters: {}, rows: 1 }]);
    await app.close();
  });

  it('reads row sources one after the other, and keeps only the filters given', async () => {
    async function* rows(...names: string[]) {
      yield* names;
    }
    const all: string[] = [];
    for await (const name of oneAfterAnother(rows('a', 'b'), rows('c'))) all.push(name);
    expect(all).toEqual(['a', 'b', 'c']);
    expect(givenFilters({ search: '', action: 'kyc.decided', limit: 5, cursor: undefined, flag: false })).toEqual({
      action: 'kyc.decided',
      limit: 5,
      flag: false,
    });
  });
});
