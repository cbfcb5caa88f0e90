import { LinearProgress } from '@mui/material';
import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A page loaded when its route is first opened, so that a first visit (the login page on a
 * phone, say) fetches no list, form-engine or chart code. Pages are named exports; `lazy` wants a
 * default one.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  return (
    <Suspense fallback={<LinearProgress aria-busy="true" />}>
      <Page />
    </Suspense>
  );
}
