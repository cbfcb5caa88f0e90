import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';

export type IssueTab = 'all' | 'unresolved' | 'resolved';

/**
 * Adds the tab's status filter (`status::resolved|unresolved`) to the issue list calls below it.
 * The generated list keeps its own filter state; the tab is fixed, so it rides here instead.
 */
export const IssueStatusFilter = ({ tab, children }: { tab: IssueTab; children: ReactNode }) => {
  const dataProvider = useContext(DataProviderContext);
  const filtered = useMemo<DataProvider | null>(() => {
    if (!dataProvider) {
      return null;
    }
    return {
      ...dataProvider,
      getList: (resource, params) =>
        dataProvider.getList(resource, {
          ...params,
          filter: tab === 'all' ? params.filter : { ...params.filter, status: tab },
        }),
    };
  }, [dataProvider, tab]);
  return <DataProviderContext.Provider value={filtered}>{children}</DataProviderContext.Provider>;
};
