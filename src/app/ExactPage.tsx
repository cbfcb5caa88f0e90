import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';

import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * A resource page react-admin mounts on a path with a tail (`/<name>/*` for the list,
 * `/<name>/create/*`), shown only at the path itself: any longer path names nothing, so it is
 * Not Found (`/audit-log/5` of a resource without a detail page), never the list drawn again.
 */
export const ExactPage = ({ page }: { page: ReactElement }) => {
  const tail = useParams()['*'] ?? '';
  return tail.replace(/\/+$/, '') === '' ? page : <NotFoundPage />;
};
