import { useQuery } from '@tanstack/react-query';
import { contestVolunteersApi, volunteerKeys } from '../../api/contest-volunteers';
import { useSession } from '../../state/session';

/**
 * Whether the signed-in account volunteers for any contest (docs/contest-volunteers.md): the navigation then
 * offers its Deliveries page. Asked once per sign-in and page load (every contestant's shell asks it, so it is
 * not polled); a duty given later shows at the next load, and one taken away is refused by the server at once.
 */
export function useVolunteerDuty(): boolean {
  const { loggedIn, token } = useSession();
  const { data } = useQuery({
    queryKey: volunteerKeys.contests(token),
    queryFn: () => contestVolunteersApi.contests(),
    enabled: loggedIn,
    staleTime: Infinity,
    retry: false,
  });
  return loggedIn && (data?.length ?? 0) > 0;
}
