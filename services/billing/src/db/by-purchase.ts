/** Rows of many purchases, grouped by purchase, each group in the rows' order. */
export function groupByPurchase<Row extends { purchase_id: string }>(rows: Row[]): Map<string, Row[]> {
  const byPurchase = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byPurchase.get(row.purchase_id);
    if (list) list.push(row);
    else byPurchase.set(row.purchase_id, [row]);
  }
  return byPurchase;
}
