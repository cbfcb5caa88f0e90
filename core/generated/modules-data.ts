/* Generated from schemas/modules-data.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';

/**
 * A charge's reading-module progress.
 */
export interface ModulesData {
  modules: {
    name: string;
    description: string;
    /**
     * Practice time in minutes.
     */
    duration: number;
    readPages: number;
    totalPages: number;
    /**
     * readPages / totalPages in percent, rounded down.
     */
    percentageCompleted: number;
    /**
     * First page read.
     */
    from: string | null;
    /**
     * Last page read.
     */
    to: string | null;
  }[];
  /**
   * Pages read per day, oldest first.
   */
  readList: {
    date: IsoDate;
    pages: number;
  }[];
}
