/* Generated from schemas/list-query-error.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The error body of a list call: the message, and under data the list parameter that failed (page, page_size, sort, filter, search) with what is wrong with it.
 */
export interface ListQueryError {
  message: string;
  data: {
    page?: string[];
    page_size?: string[];
    sort?: string[];
    filter?: string[];
    search?: string[];
    [k: string]: string[] | undefined;
  };
}
