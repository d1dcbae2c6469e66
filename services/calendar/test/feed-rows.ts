/** A feed row in the weekly JSON calendar format. */
export function feedRow(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Non-Farm Employment Change',
    country: 'USD',
    date: '2030-03-08T08:30:00-05:00',
    impact: 'High',
    forecast: '180K',
    previous: '175K',
    ...overrides,
  };
}
