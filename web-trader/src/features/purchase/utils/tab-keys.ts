/**
 * The tab a key moves to in a row of `count` tabs (the WAI-ARIA tabs pattern): the arrows step and
 * wrap around, Home and End go to the ends; any other key is not the row's (`null`).
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
