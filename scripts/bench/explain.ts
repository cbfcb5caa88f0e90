import type { CapturedQuery } from './capturedQuery';
import type { SqlRunner } from './sqlLimit';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** Tables this big must never be read whole by a benchmark query. */
export const LARGE_TABLE_ROWS = 5_000;

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) {
    walk(child, visit);
  }
}

/** The scans of each SELECT the call ran, e.g. `Index Scan charge_supporters_case_manager_idx`. */
export async function explainCall(
  runner: SqlRunner,
  queries: CapturedQuery[],
  tableRows: Map<string, number>,
): Promise<{ scans: string[]; largeSeqScans: string[] }> {
  const scans: string[] = [];
  const largeSeqScans: string[] = [];
  for (const query of queries.filter((q) => /^\s*(select|with)\b/i.test(q.sql))) {
    const result = (await runner.run({
      sql: `EXPLAIN (FORMAT JSON) ${query.sql}`,
      parameters: query.parameters,
    })) as { rows: { 'QUERY PLAN': unknown }[] };
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    walk(plan[0]!.Plan, (node) => {
      const relation = node['Relation Name'];
      if (!relation) {
        return;
      }
      scans.push(`${node['Node Type']} ${node['Index Name'] ?? relation}`);
      if (node['Node Type'] === 'Seq Scan' && (tableRows.get(relation) ?? 0) > LARGE_TABLE_ROWS) {
        largeSeqScans.push(relation);
      }
    });
  }
  return { scans, largeSeqScans };
}

export async function tableSizes(runner: SqlRunner): Promise<Map<string, number>> {
  const result = (await runner.run({
    sql: `SELECT relname, reltuples::float8 AS rows FROM pg_class WHERE relkind = 'r'`,
    parameters: [],
  })) as { rows: { relname: string; rows: number }[] };
  return new Map(result.rows.map((r) => [r.relname, Number(r.rows)]));
}
