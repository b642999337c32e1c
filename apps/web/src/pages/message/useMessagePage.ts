import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Page } from '@judge/contract';
import { messageListKey, messagesApi, UNREAD_QUERY_KEY } from '../../api/messages';
import { toast } from '../../components/feedback';
import { useSession } from '../../state/session';
import type { MessageTab } from './message-tabs';

/** The page number in the address (?currentPage=2), 1 when missing or nonsense. */
function pageFrom(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= LIMITS.idMax ? page : 1;
}

/**
 * One tab's list: the page in the address, the call, and delete one / clean all. The server marks the rows it
 * lists read, so each fetched page refreshes the nav's unread counts.
 */
export function useMessagePage<T extends { id: number }>(
  tab: MessageTab,
  pageSize: number,
  fetchPage: (page: number) => Promise<Page<T>>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const currentPage = pageFrom(params.get('currentPage'));
  const setPage = (page: number) =>
    setParams(page > 1 ? { currentPage: String(page) } : {}, { replace: page === currentPage });

  const query = useQuery({
    queryKey: messageListKey(tab.list, token, currentPage),
    queryFn: () => fetchPage(currentPage),
    placeholderData: keepPreviousData,
  });
  const fetchedAt = query.isPlaceholderData ? 0 : query.dataUpdatedAt;
  useEffect(() => {
    if (fetchedAt) void queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
  }, [fetchedAt, queryClient]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['messages', tab.list] }),
      queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
    ]);

  const remove = useMutation({
    mutationFn: (id: number) => messagesApi.clean(tab.type, id),
    onSuccess: async () => {
      toast.success(t('common.deleteSuccess'));
      // The last row of a later page went: show the page before.
      if ((query.data?.records.length ?? 0) <= 1 && currentPage > 1) setPage(currentPage - 1);
      await refresh();
    },
  });
  const clean = useMutation({
    mutationFn: () => messagesApi.clean(tab.type),
    onSuccess: async () => {
      toast.success(t('message.cleaned'));
      setPage(1);
      await refresh();
    },
  });

  return {
    currentPage,
    setPage,
    pageSize,
    records: query.data?.records ?? [],
    total: query.data?.total ?? 0,
    loading: query.isLoading,
    // A failed call is already reported by the request layer; the confirmation just closes.
    remove: (id: number) =>
      remove.mutateAsync(id).then(
        () => undefined,
        () => undefined,
      ),
    clean: () =>
      clean.mutateAsync().then(
        () => undefined,
        () => undefined,
      ),
    cleaning: clean.isPending,
  };
}
