/**
 * Crash points for the fault-injection harness (tests/faults): armed by FAULT_POINTS, which
 * production refuses, each point kills its own process with SIGKILL at the given probability,
 * the way a power cut or an OOM kill would, at the worst moments for consistency.
 */
export const FAULT_POINTS = ['db.before-commit', 'http.before-reply', 'outbox.before-mark'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

const ENTRY = /^([a-z.-]+):(0(\.\d+)?|1(\.0+)?)$/;

/** `db.before-commit:0.05,outbox.before-mark:0.1` → each point's probability; throws on anything else. */
export function parseFaultPoints(text: string): Map<FaultPoint, number> {
  const points = new Map<FaultPoint, number>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = ENTRY.exec(entry);
    const point = match?.[1] as FaultPoint | undefined;
    if (!match || !point || !FAULT_POINTS.includes(point)) {
      throw new Error(`not a fault point: ${entry} (expected one of ${FAULT_POINTS.join(', ')} with :probability)`);
    }
    points.set(point, Number(match[2]));
  }
  return points;
}

export type FaultHook = () => void;

/** The hook of one point, or undefined when it is not armed (no cost on the normal path). */
export function faultHook(
  points: Map<FaultPoint, number>,
  point: FaultPoint,
  random: () => number = Math.random,
  kill: () => void = () => {
    // Written at once (stderr is synchronous on a pipe and a file): a run's logs say which point fired.
    process.stderr.write(`${new Date().toISOString()} crash point ${point} fired in ${process.pid}\n`);
    process.kill(process.pid, 'SIGKILL');
  },
): FaultHook | undefined {
  const probability = points.get(point);
  if (!probability) return undefined;
  return () => {
    if (random() < probability) kill();
  };
}
