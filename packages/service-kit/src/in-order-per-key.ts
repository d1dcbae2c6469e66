/**
 * Runs the tasks given for one key one after another, in the order given; tasks of different keys
 * run side by side. For fire-and-forget writes whose events must keep their order (an account's
 * 80% warning before its 90% one), where each write is its own transaction.
 */
export function inOrderPerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
