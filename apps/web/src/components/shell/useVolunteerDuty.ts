import { useQuery } from '@tanstack/react-query';
import { contestVolunteersApi, volunteerKeys } from '../../api/contest-volunteers';
import { useSession } from '../../state/session';

/**
 * Whether the signed-in account volunteers for any contest (docs/contest-volunteers.md): the navigation then
 * offers its Deliveries page. Asked once a few minutes; a duty given or taken shows by the next ask.
 */
export function useVolunteerDuty(): boolean {
  const { loggedIn, token } = useSession();
  const { data } = useQuery({
    queryKey: volunteerKeys.contests(token),
    queryFn: () => contestVolunteersApi.contests(),
    enabled: loggedIn,
    staleTime: 3 * 60_000,
    retry: false,
  });
  return loggedIn && (data?.length ?? 0) > 0;
}
