import { describe, expect, it } from 'vitest';
import { environment, parseBackupArgs, parseRestoreArgs } from '../../../scripts/backup/args.mjs';

describe('backup and restore arguments', () => {
  it('takes the backup folder and any schemas named one by one', () => {
    expect(parseBackupArgs(['--out', '/backups/1'])).toEqual({ out: '/backups/1', schemas: [] });
    expect(parseBackupArgs(['--out=/b', '--schema', 'identity', '--schema', 'billing'])).toEqual({
      out: '/b',
      schemas: ['identity', 'billing'],
    });
  });

  it('refuses a backup without a folder, and options it does not know', () => {
    expect(() => parseBackupArgs([])).toThrow(/usage: node scripts\/backup.mjs --out DIR/);
    expect(() => parseBackupArgs(['--out', '/b', '--all'])).toThrow(/--all/);
  });

  it('restores without --force unless told', () => {
    expect(parseRestoreArgs(['--from', '/b'])).toEqual({ from: '/b', force: false });
    expect(parseRestoreArgs(['--from', '/b', '--force'])).toEqual({ from: '/b', force: true });
    expect(() => parseRestoreArgs(['--force'])).toThrow(/usage: node scripts\/restore.mjs --from DIR/);
  });

  it("reads the platform's connection settings with the services' defaults", () => {
    expect(environment({})).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/prop',
      natsUrl: 'nats://127.0.0.1:4222',
      namespace: '',
      streamReplicas: undefined,
    });
    const set = { DATABASE_URL: 'postgres://db/prop', NATS_URL: 'nats://nats:4222', NAMESPACE: 't1' };
    expect(environment(set)).toEqual({
      databaseUrl: 'postgres://db/prop',
      natsUrl: 'nats://nats:4222',
      namespace: 't1',
    });
    expect(() => environment({ NAMESPACE: 'T1' })).toThrow(/NAMESPACE/);
  });
});
