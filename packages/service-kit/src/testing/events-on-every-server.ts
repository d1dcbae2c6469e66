import { connect } from '@nats-io/transport-node';
import { subjectFor } from '../nats.ts';

/**
 * Subscribes to one service's events on each NATS server of `urls` (comma-separated), through a
 * connection that stays on that server. Core NATS hands a message on between servers only where a
 * subscription's interest has reached them, so when a push never reaches a page, what each server
 * saw tells apart an event never published, one some servers never got, and one every server got
 * that the gateway did not push.
 */
export async function eventsOnEveryServer(urls: string, namespace: string, service: string) {
  const servers = urls.split(',');
  const seen = servers.map((): string[] => []);
  const connections = await Promise.all(
    servers.map((url) => connect({ servers: url, ignoreClusterUpdates: true, name: 'events-witness' })),
  );
  const prefix = subjectFor(namespace, '');
  for (const [index, nc] of connections.entries()) {
    nc.subscribe(subjectFor(namespace, `${service}.>`), {
      callback: (error, message) => {
        if (!error) seen[index]?.push(message.subject.slice(prefix.length));
      },
    });
  }
  await Promise.all(connections.map((nc) => nc.flush()));
  return {
    /** How much each server has seen so far, for `since`. */
    mark: (): number[] => seen.map((subjects) => subjects.length),
    /** What each server saw after `marks`, in words. */
    since: (marks: number[]): string =>
      servers
        .map((url, index) => `${url} saw ${seen[index]?.slice(marks[index] ?? 0).join(', ') || 'nothing'}`)
        .join('; '),
    close: async (): Promise<void> => {
      await Promise.all(connections.map((nc) => nc.close()));
    },
  };
}
