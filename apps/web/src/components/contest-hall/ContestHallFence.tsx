import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { openDuringContest } from './contest-hall-paths';
import { useContestHall } from './useContestHall';

const ContestHallBanner = lazy(() =>
  import('./ContestHallBanner').then((module) => ({ default: module.ContestHallBanner })),
);

/**
 * The contest-only view (docs/contest-hall.md): while a running hall contest holds the caller, a banner says why,
 * and any page outside the contest leads back to it (the server refuses those pages' calls anyway).
 */
export function ContestHallFence() {
  const location = useLocation();
  const confinedTo = useContestHall();
  if (!confinedTo) return null;
  if (!openDuringContest(location.pathname, confinedTo.cid))
    return <Navigate to={`/contest/${confinedTo.cid}`} replace />;
  return (
    <Suspense fallback={null}>
      <ContestHallBanner contest={confinedTo} />
    </Suspense>
  );
}
