import { JetStreamApiError } from '@nats-io/jetstream';
import { RequestError, TimeoutError } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { isPassingJetStreamFailure, isStreamNotFound, retryJetStream } from '../src/jetstream-retry.ts';

const apiError = (code: number, err_code: number, description: string) =>
  new JetStreamApiError({ code, err_code, description });

/** A call that fails with each of `failures` in turn, then answers 'done'. */
function failingWith(...failures: Error[]) {
  let calls = 0;
  const call = async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return 'done';
  };
  return { call, calls: () => calls };
}

describe('a JetStream call at start', () => {
  it('tells passing failures from the others', () => {
    expect(isPassingJetStreamFailure(new TimeoutError())).toBe(true);
    expect(isPassingJetStreamFailure(apiError(503, 10008, 'JetStream system temporarily unavailable'))).toBe(true);
    expect(isPassingJetStreamFailure(new RequestError('connection disconnected'))).toBe(true);
    expect(isPassingJetStreamFailure(apiError(404, 10059, 'stream not found'))).toBe(false);
    expect(isPassingJetStreamFailure(apiError(400, 10058, 'stream name already in use'))).toBe(false);
    expect(isPassingJetStreamFailure(new Error('bad config'))).toBe(false);
  });

  it('is asked again after timeouts and a 503, and answers once JetStream does', async () => {
    const calls = failingWith(new TimeoutError(), apiError(503, 10008, 'unavailable'), new TimeoutError());
    const warned: unknown[] = [];
    await expect(
      retryJetStream('stream S', calls.call, { warn: (entry: unknown) => warned.push(entry) }),
    ).resolves.toBe('done');
    expect(calls.calls()).toBe(4);
    expect(warned).toHaveLength(3);
  });

  it('fails at once on a failure that does not pass by itself', async () => {
    const calls = failingWith(apiError(400, 10058, 'stream name already in use'));
    await expect(retryJetStream('stream S', calls.call)).rejects.toThrow('stream name already in use');
    expect(calls.calls()).toBe(1);
  });

  it('is asked again after "stream not found" where the caller says the stream exists, and only there', async () => {
    const notFound = () => apiError(404, 10059, 'stream not found');
    expect(isStreamNotFound(notFound())).toBe(true);
    expect(isStreamNotFound(apiError(404, 10014, 'consumer not found'))).toBe(false);
    const ensured = failingWith(notFound(), notFound());
    await expect(
      retryJetStream('consumer C', ensured.call, undefined, { alsoPassing: isStreamNotFound }),
    ).resolves.toBe('done');
    expect(ensured.calls()).toBe(3);
    const elsewhere = failingWith(notFound());
    await expect(retryJetStream('consumer C', elsewhere.call)).rejects.toThrow('stream not found');
    expect(elsewhere.calls()).toBe(1);
  });

  it('gives up when JetStream stays away past its patience', async () => {
    const calls = failingWith(...Array.from({ length: 100 }, () => new TimeoutError()));
    await expect(retryJetStream('stream S', calls.call, undefined, { patienceMs: 500 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    expect(calls.calls()).toBeGreaterThan(1);
    expect(calls.calls()).toBeLessThan(100);
  });
});
