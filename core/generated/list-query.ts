/* Generated from schemas/list-query.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The query string of every list call. sort, filter and search are field::value pairs joined by |.
 */
export interface ListQuery {
  page?: number;
  /**
   * Rows per page; when absent, the resource's declared default (10 unless it says otherwise).
   */
  page_size?: number;
  /**
   * field::asc or field::desc.
   */
  sort?: string;
  filter?: string;
  search?: string;
}
