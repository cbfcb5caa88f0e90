import { recordPathOf, writeAudience, type Audience } from '../../../core/resourceDefinition';
import type { ResourceMapping } from '../../../server/lib/resourceMapping';
import type { RouteEntry } from './matrix';

export const v2 = (path: string) => `/api/v2/${path}`;

/** Ids no record has: the detail route is probed for access, which it checks before the record. */
const UNKNOWN = { id: '2147483000', uuid: '00000000-0000-4000-8000-000000000000' } as const;

/**
 * The access rows of the routes a resource gets from its definition: the list, and the detail,
 * create, update and delete routes where the mapping answers them, and each declared action
 * and list action,
 * open to the definition's audience or to a write's own.
 */
const accessOf = (audience: Audience) =>
  audience === 'admin' ? ('admin' as const) : ('staff' as const);

export function resourceRoutes(mappings: readonly ResourceMapping[]): Record<string, RouteEntry> {
  return Object.fromEntries(
    mappings.flatMap((mapping) => {
      const { definition } = mapping.source;
      const access = accessOf(definition.audience);
      const param = mapping.findBy ?? 'id';
      // A record listed under another (`case-managers/:uuid/charges/`): its parent's key filled
      // with one no record has, and its own key named by `keyParam`.
      const parent = recordPathOf(definition);
      const documented = `${parent.replace(/:(\w+)/g, '{$1}')}{${mapping.keyParam ?? param}}`;
      const unknownParent = parent.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' || name === 'uuid' ? UNKNOWN[name] : UNKNOWN[param],
      );
      const path = () => v2(`${unknownParent}${UNKNOWN[param]}/`);
      // The list and the create under a parent (`charges/:uuid/notes/`): as documented, and
      // called under a parent no record has.
      const listed = definition.path.replace(/:(\w+)/g, '{$1}');
      const listPath = () =>
        v2(
          definition.path.replace(/:(\w+)/g, (_, name: string) =>
            name === 'id' || name === 'uuid' ? UNKNOWN[name] : UNKNOWN[param],
          ),
        );
      const record = { access, path };
      // A hand-listed resource's list and detail are hand-written rows of the matrix.
      const rows: [string, RouteEntry][] = mapping.handMadeReads
        ? []
        : [[`GET /api/v2/${listed}`, { access, path: listPath }]];
      if (mapping.find && !mapping.handMadeReads) {
        rows.push([`GET /api/v2/${documented}/`, record]);
      }
      if (mapping.update && definition.edit) {
        rows.push([
          `PATCH /api/v2/${documented}/`,
          { access: accessOf(writeAudience(definition, 'edit')), path },
        ]);
      }
      if (mapping.remove && definition.delete) {
        rows.push([
          `DELETE /api/v2/${documented}/`,
          { access: accessOf(writeAudience(definition, 'delete')), path },
        ]);
      }
      for (const action of definition.actions ?? []) {
        rows.push([
          `POST /api/v2/${documented}/${action.name}/`,
          {
            access: accessOf(writeAudience(definition, action)),
            path: () => v2(`${unknownParent}${UNKNOWN[param]}/${action.name}/`),
          },
        ]);
      }
      for (const action of definition.listActions ?? []) {
        rows.push([
          `POST /api/v2/${definition.path}${action.name}/`,
          { access, path: () => v2(`${definition.path}${action.name}/`) },
        ]);
      }
      if (!mapping.handMadeReads && mapping.create && definition.create) {
        rows.push([
          `POST /api/v2/${listed}`,
          { access: accessOf(writeAudience(definition, 'create')), path: listPath },
        ]);
      }
      return rows;
    }),
  );
}
