import type { ModulesData } from '../../../core/generated/modules-data';

/** Spec section 9: the modules chart's y maximum is the last cumulative total plus this. */
export const MODULES_Y_HEADROOM = 50;

export interface CumulativePoint {
  date: string;
  total: number;
}

/** Pages read per day (oldest first) as a running total. */
export function cumulativePages(readList: ModulesData['readList']): CumulativePoint[] {
  let total = 0;
  return readList.map(({ date, pages }) => {
    total += pages;
    return { date, total };
  });
}

export function modulesYMax(points: readonly CumulativePoint[]): number {
  return (points.at(-1)?.total ?? 0) + MODULES_Y_HEADROOM;
}

/** Pages read out of all pages, over every module. */
export function pagesProgress(modules: ModulesData['modules']): { read: number; total: number } {
  return modules.reduce(
    (sum, m) => ({ read: sum.read + m.readPages, total: sum.total + m.totalPages }),
    { read: 0, total: 0 },
  );
}
