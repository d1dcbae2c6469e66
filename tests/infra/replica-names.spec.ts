import { type ClientRequest, get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedReplicas, launchReplicas } from './replicas-launcher.ts';

interface Answer {
  name: string;
  pid: number;
}

/**
 * One request on a connection of its own: the launcher's primary hands each connection to the next
 * replica. Given up after 2 s: one handed to a replica as it was killed is never answered.
 */
function ask(port: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, agent: false, timeout: 2000 }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(JSON.parse(body) as Answer));
    })
      .on('timeout', function (this: ClientRequest) {
        this.destroy(new Error('no answer'));
      })
      .on('error', reject);
  });
}

/** The replicas answering now, by name: asked until `count` names answered, within 30 s (a busy machine starts node slowly). */
async function replicas(port: number, count: number, accept: (answer: Answer) => boolean = () => true) {
  const seen = new Map<string, number>();
  const deadline = Date.now() + 30_000;
  while (seen.size < count) {
    if (Date.now() > deadline) throw new Error(`only ${[...seen.keys()].join(', ')} answered`);
    const answer = await ask(port).catch(() => null);
    if (answer && accept(answer)) seen.set(answer.name, answer.pid);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

describe('the replicas launcher', () => {
  let launched: LaunchedReplicas;
  let port: number;

  beforeAll(async () => {
    launched = await launchReplicas({ replicas: 2, name: 'risk' });
    port = launched.port;
  });

  afterAll(() => launched.stop());

  it('names each replica by its slot, and the one replacing a dead replica by the dead one’s name', async () => {
    const first = await replicas(port, 2);
    expect([...first.keys()].sort()).toEqual(['risk-0', 'risk-1']);

    process.kill(first.get('risk-0') as number, 'SIGKILL');
    const replaced = await replicas(port, 2, (answer) => answer.pid !== first.get('risk-0'));
    expect([...replaced.keys()].sort()).toEqual(['risk-0', 'risk-1']);
    expect(replaced.get('risk-1')).toBe(first.get('risk-1'));
    expect(replaced.get('risk-0')).not.toBe(first.get('risk-0'));
  }, 90_000);
});
