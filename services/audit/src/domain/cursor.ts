/** Where a page of the newest-first log ended: the last entry's time and id (ids break ties). */
export interface Cursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** Null for anything that is not a cursor this service wrote. */
export function decodeCursor(text: string): Cursor | null {
  const [iso, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!iso || !id || rest.length > 0 || !UUID.test(id)) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || at.toISOString() !== iso ? null : { at, id };
}
