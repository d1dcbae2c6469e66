/**
 * Accounts' high-rate events (equity ticks, deals, position changes) carry the MT5 account's
 * partition as the last subject token, `accounts.deal.recorded.<p>`, so a risk replica reads only
 * the partitions it owns (docs/decisions/013). The partition is a stable hash of the MT5 account id
 * modulo the partition count, which every process reads from ACCOUNT_PARTITIONS: changing it moves
 * accounts between partitions, so every process must be restarted with the same count.
 */
export const DEFAULT_ACCOUNT_PARTITIONS = 16;

/** The largest count allowed: each risk replica may hold a consumer per owned partition. */
export const MAX_ACCOUNT_PARTITIONS = 1024;

/**
 * The MT5 account's partition key: the 32-bit FNV-1a hash of its id's UTF-16 code units, the same
 * number in every process and release. Its partition is the key modulo the partition count, so a
 * stored key picks an account's partition for any count (risk rebuilds one partition in SQL with it).
 */
export function partitionKeyOf(mt5AccountId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < mt5AccountId.length; index++) {
    hash ^= mt5AccountId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The partition of an MT5 account, 0 … partitions − 1. */
export function partitionOf(mt5AccountId: string, partitions: number): number {
  return partitionKeyOf(mt5AccountId) % partitions;
}

/** Every partition number, 0 … partitions − 1. */
export function allPartitions(partitions: number): number[] {
  return Array.from({ length: partitions }, (_, index) => index);
}
