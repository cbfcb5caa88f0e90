import type { DataProvider, GetListParams, Identifier } from 'ra-core';

import { toSearchParams } from '../../core/listDialect';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import { filenameOf } from '../engine/downloadFile';
import type { HttpClient } from '../http/httpClient';
import type { paths } from '../types/openapi';
import { toListQuery } from './listQuery';
import { recordCollectionPath, resourcePath, withId } from './resourcePath';

/** The GET operations of the document whose answer is a list page (`{items, count}`). */
type ListOperation = {
  [P in keyof paths]: paths[P]['get'] extends {
    responses: { 200: { content: { 'application/json': { items: unknown[]; count: number } } } };
  }
    ? paths[P]['get']
    : never;
}[keyof paths];

/**
 * A list's JSON answer as the OpenAPI document types it (src/types/openapi.ts, `npm run gen`):
 * should a list's answer change shape in the API, the provider stops compiling.
 */
type ListAnswer = ListOperation['responses'][200]['content']['application/json'];

/** A list's CSV export: the file and the name the server gave it. */
export interface ExportedList {
  file: Blob;
  filename: string;
}

/** The portal's data provider: react-admin's methods and the lists' CSV export. */
export type PortalDataProvider = DataProvider & {
  /** Every row of the list as the params select it (all pages), as the server's CSV file. */
  exportList: (
    resource: string,
    params: Pick<GetListParams, 'sort' | 'filter' | 'meta'>,
  ) => Promise<ExportedList>;
};

/** An export reads the whole list on the server: it may take far longer than one page. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * A react-admin DataProvider over the v2 API, in the style of ra-data-simple-rest. Resources are
 * looked up in their declarative definitions, whose `path` is the URL under `apiUrl`.
 */
export function createDataProvider(
  apiUrl: string,
  httpClient: HttpClient,
  definitions: readonly ResourceDefinition[],
): PortalDataProvider {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));

  const definitionOf = (resource: string): ResourceDefinition => {
    const definition = byName.get(resource);
    if (!definition) {
      throw new Error(`No resource definition for "${resource}": add it to the data provider.`);
    }
    return definition;
  };
  const collectionUrl = (resource: string, meta?: unknown) =>
    `${apiUrl}${resourcePath(definitionOf(resource), meta)}`;
  const recordUrl = (resource: string, id: Identifier, meta?: unknown) =>
    `${collectionUrl(resource, meta)}${encodeURIComponent(String(id))}/`;
  // A record's writes are at its `recordPath` where the definition has one (its reads answer at
  // the spec's path under the list too).
  const writeUrl = (resource: string, id: Identifier, meta?: unknown) =>
    `${apiUrl}${recordCollectionPath(definitionOf(resource), meta)}${encodeURIComponent(String(id))}/`;

  // Response types come from the resource's schema: react-admin's generics state them, so the
  // JSON is passed on as `never` (assignable to whatever record type the caller asked for).
  const provider: PortalDataProvider = {
    supportAbortSignal: true,

    async exportList(resource, params) {
      // The same query as the list's, without its page: the file holds every page.
      const query = toSearchParams(toListQuery(definitionOf(resource), params));
      query.delete('page');
      query.delete('page_size');
      const { json, headers } = await httpClient<Blob>(
        `${collectionUrl(resource, params.meta)}?${query.toString()}`,
        { accept: 'text/csv', timeoutMs: EXPORT_TIMEOUT_MS },
      );
      return {
        file: json,
        filename: filenameOf(headers.get('content-disposition'), `${resource}.csv`),
      };
    },

    async getList(resource, params) {
      const query = toSearchParams(toListQuery(definitionOf(resource), params));
      const { json } = await httpClient<ListAnswer>(
        `${collectionUrl(resource, params.meta)}?${query}`,
        { signal: params.signal },
      );
      return {
        data: json.items.map((item) => withId(definitionOf(resource), item) as never),
        total: json.count,
      };
    },

    async getOne(resource, params) {
      const { json } = await httpClient<never>(recordUrl(resource, params.id, params.meta), {
        signal: params.signal,
      });
      return { data: withId(definitionOf(resource), json) };
    },

    async getMany(resource, params) {
      // The API has no batch read; react-admin calls this for a handful of references.
      const records = await Promise.all(
        params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal })),
      );
      return { data: records.map((record) => record.data) };
    },

    getManyReference(resource, params) {
      return provider.getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },

    async create(resource, params) {
      const { json } = await httpClient<object>(collectionUrl(resource, params.meta), {
        method: 'POST',
        body: params.data,
      });
      return { data: { ...params.data, ...json } as never };
    },

    async update(resource, params) {
      const { json } = await httpClient<never>(
        writeUrl(resource, params.id as Identifier, params.meta),
        {
          method: 'PATCH',
          body: params.data,
        },
      );
      return { data: json };
    },

    async updateMany(resource, params) {
      const ids: Identifier[] = params.ids;
      await Promise.all(
        ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} })),
      );
      return { data: params.ids };
    },

    async delete(resource, params) {
      const { json } = await httpClient<object | null>(writeUrl(resource, params.id, params.meta), {
        method: 'DELETE',
      });
      return { data: (json ?? params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const ids: Identifier[] = params.ids;
      await Promise.all(ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },
  };
  return provider;
}
