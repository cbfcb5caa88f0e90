import { LinearProgress } from '@mui/material';
import type { ComponentType, ReactElement } from 'react';

import { loadOnFirstUse } from './loadOnFirstUse';

/**
 * A page loaded when its route is first opened, so that a first visit (the login page on a
 * phone, say) fetches no list, form-engine or chart code. Pages are named exports.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Page = loadOnFirstUse(
    async () => (await load())[name],
    <LinearProgress aria-busy="true" />,
  );
  return <Page />;
}
