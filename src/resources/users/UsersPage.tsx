import { Box, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { Title, usePermissions, useStore, useStoreContext, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import type { Permissions } from '../../auth/authProvider';
import { listParamsKey, listReturnPath } from '../../engine/useListReturnPath';
import { adminTabs, staffTabs } from './usersTabs';

const TAB_KEY = 'users.tab';

/** The query keys of react-admin's list state; `tab` is the page's own. */
const LIST_KEYS = ['filter', 'displayedFilters', 'sort', 'order', 'page', 'perPage'];

/**
 * The users list page (spec section 2): tabs by role; the chosen tab is kept, and `?tab=1`
 * opens the second. Opened by its plain path, with or without `?tab=`, a tab's list comes back
 * as it was left, like any list opened by its plain path (react-admin reads a query of `tab`
 * alone as a list state of its own, its defaults): the kept state goes into the URL first.
 */
export const UsersPage = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permissions>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const store = useStoreContext();
  const [stored, setStored] = useStore<number>(TAB_KEY, 0);
  const tabs = permissions?.isAdmin ? adminTabs : staffTabs;
  const queryTab = params.get('tab');
  const fromQuery = Number(queryTab);
  const index = queryTab !== null && Number.isInteger(fromQuery) ? fromQuery : stored;
  const current = Math.min(Math.max(index, 0), Math.max(tabs.length - 1, 0));

  // The tab a link names (`?tab=1`) is the one kept from now on. Keyed on the query alone: a
  // render caught between a click's store write and its URL update must not write the old tab.
  useEffect(() => {
    if (queryTab !== null && Number.isInteger(Number(queryTab))) {
      setStored(Math.max(Number(queryTab), 0));
    }
  }, [queryTab, setStored]);

  const resource = tabs[current]?.resource;
  const kept = resource
    ? store.getItem<Record<string, unknown>>(listParamsKey(resource))
    : undefined;
  const keptPath = listReturnPath('/users', kept, { tab: String(current) });
  const keptQuery = new URLSearchParams(keptPath.split('?')[1]);
  // Only when the kept state adds a list key: the path it leads to is then no longer plain, so
  // the redirect happens once (a kept state with nothing to say would redirect to itself).
  const restore =
    LIST_KEYS.every((key) => !params.has(key)) && LIST_KEYS.some((key) => keptQuery.has(key))
      ? keptPath
      : null;

  const descriptionId = useId();
  const title = translate('portal.users_page.title');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {!isPending && tabs.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {translate('portal.list.no_data')}
        </Typography>
      )}
      {tabs.length > 0 && (
        <>
          <Tabs
            value={current}
            // Kept at once, not only by the effect above: a navigation landing in the same
            // moment (the redirect after sign-in) could replace the query before it renders.
            onChange={(_, value: number) => {
              setStored(value);
              // The tab's list comes back as it was left (its controller kept its state).
              const resource = tabs[value]?.resource ?? '';
              const kept = store.getItem<Record<string, unknown>>(listParamsKey(resource));
              void navigate(listReturnPath('/users', kept, { tab: String(value) }), {
                replace: true,
              });
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            {/* A tab is named by its text; its tooltip is its description (WCAG 2.5.3). */}
            {tabs.map((tab, tabIndex) => (
              <Tab
                key={tab.label}
                aria-describedby={tab.tooltip ? `${descriptionId}-${tabIndex}` : undefined}
                label={
                  tab.tooltip ? (
                    <Tooltip title={translate(tab.tooltip)} describeChild>
                      <span>{translate(tab.label)}</span>
                    </Tooltip>
                  ) : (
                    translate(tab.label)
                  )
                }
              />
            ))}
          </Tabs>
          {tabs.map((tab, tabIndex) =>
            tab.tooltip ? (
              <span key={tab.label} id={`${descriptionId}-${tabIndex}`} hidden>
                {translate(tab.tooltip)}
              </span>
            ) : null,
          )}
          {restore ? <Navigate to={restore} replace /> : tabs[current]?.content}
        </>
      )}
    </Box>
  );
};
