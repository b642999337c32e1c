import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scrollBoardApi, scrollBoardKeys } from '../../api/scroll-board';
import { parseScrollBoardParams } from './scroll-board-url';
import { scrollBoardErrorKind } from './scroll-board-error';
import { ScrollBoardStage } from './ScrollBoardStage';
import './ScrollBoard.css';

/** A message on the dark stage (loading, or why there is no board). */
function StageMessage({ text }: { text: string }) {
  return (
    <div className="scroll-board scroll-board--message" data-testid="scroll-board-message">
      <p>{text}</p>
    </div>
  );
}

/**
 * /scrollBoard?cid=..&removeStar=..&medals[]=g&medals[]=s&medals[]=b (spec 2 §2.1): the projector page,
 * outside the site's layout. It loads the frozen and the real board once; the ceremony runs in the page.
 */
export function ScrollBoardPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = useMemo(() => parseScrollBoardParams(search), [search]);
  const board = useQuery({
    queryKey: scrollBoardKeys.board(params?.cid ?? 0, params?.removeStar ?? false),
    queryFn: () => scrollBoardApi.board(params!.cid, params!.removeStar),
    enabled: params !== null,
    // Loaded once: a refetch must not restart a ceremony under way.
    staleTime: Infinity,
  });
  const title = board.data?.contest.title;
  useEffect(() => {
    document.title = title ? `${t('scrollBoard.page.title')} · ${title}` : t('scrollBoard.page.title');
  }, [t, title]);

  if (!params) return <StageMessage text={t('scrollBoard.page.error.address')} />;
  if (board.isError)
    return <StageMessage text={t(`scrollBoard.page.error.${scrollBoardErrorKind(board.error)}`)} />;
  if (!board.data) return <StageMessage text={t('scrollBoard.page.loading')} />;
  return <ScrollBoardStage data={board.data} medals={params.medals} />;
}
