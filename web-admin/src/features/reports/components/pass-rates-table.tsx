import type { Kpis } from '@prop/contracts/reports';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableContainer,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from '@prop/ui/table';

const rate = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Per program and phase (or tier): accounts started in the range and how many have passed or breached since. */
export function PassRatesTable({ rows }: { rows: Kpis['passRates'] }) {
  return (
    <TableContainer>
      <Table>
        <TableCaption>Pass and breach rates by program and phase</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Program · phase</TableHeader>
            <TableHeader scope="col">Started</TableHeader>
            <TableHeader scope="col">Passed</TableHeader>
            <TableHeader scope="col">Breached</TableHeader>
            <TableHeader scope="col">Pass rate</TableHeader>
            <TableHeader scope="col">Breach rate</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={6}>No account started a phase in this range.</TableEmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.group}>
                <TableHeader scope="row">{row.group}</TableHeader>
                <TableCell>{row.started}</TableCell>
                <TableCell>{row.passed}</TableCell>
                <TableCell>{row.breached}</TableCell>
                <TableCell>{rate(row.passRate)}</TableCell>
                <TableCell>{rate(row.breachRate)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
