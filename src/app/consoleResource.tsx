import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';

import {
  consolePages,
  type ConsolePage,
  type ResourceDefinition,
} from '../../core/resourceDefinition';
import { ResourceCreatePage } from '../engine/ResourceCreatePage';
import { ResourceEditPage } from '../engine/ResourceEditPage';
import { ResourceListPage } from '../engine/ResourceListPage';
import { ResourceShowPage } from '../engine/ResourceShowPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ExactPage } from './ExactPage';
import { pages } from './pages';

const generated: Record<ConsolePage, (definition: ResourceDefinition) => ReactElement> = {
  list: (definition) => <ResourceListPage definition={definition} />,
  create: (definition) => <ResourceCreatePage definition={definition} />,
  show: (definition) => <ResourceShowPage definition={definition} />,
  edit: (definition) => <ResourceEditPage definition={definition} />,
};

/** A page of the resource: its named override, or the generated one. */
function page(definition: ResourceDefinition, kind: ConsolePage): ReactElement {
  const override = definition.console?.overrides?.[kind];
  return override ? pages[override] : generated[kind](definition);
}

/**
 * The react-admin `<Resource>` of a definition with a console: `/<name>` lists it, `/<name>/create`
 * creates one, `/<name>/:id` shows one (the spec's detail paths have no `/show`) and
 * `/<name>/:id/edit` edits it; any other path under it is Not Found (ExactPage: react-admin
 * mounts the list and the create on paths with a tail). A function, not a component: `<Admin>`
 * reads its children's props.
 */
export function consoleResource(definition: ResourceDefinition): ReactElement {
  const has = new Set(consolePages(definition));
  return (
    <Resource
      key={definition.name}
      name={definition.name}
      list={has.has('list') ? <ExactPage page={page(definition, 'list')} /> : undefined}
      create={has.has('create') ? <ExactPage page={page(definition, 'create')} /> : undefined}
      hasShow={has.has('show')}
      hasEdit={has.has('edit')}
    >
      {definition.console?.routes?.map((route) => (
        <Route key={route.path} path={route.path} element={pages[route.page]} />
      ))}
      {has.has('show') && <Route path=":id" element={page(definition, 'show')} />}
      {has.has('edit') && <Route path=":id/edit" element={page(definition, 'edit')} />}
      {!has.has('list') && <Route path="*" element={<NotFoundPage />} />}
    </Resource>
  );
}
