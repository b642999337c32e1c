import { redirect } from 'react-router';
import { toast } from '../../components/feedback';
import { fetchWebsiteConfig, websiteConfigQueryKey } from '../../api/site';
import { i18n } from '../../i18n';
import { queryClient } from '../../query-client';

/**
 * "Routes tied to a site switch redirect to /home with an error when that area is off" (spec 3 route guards): the
 * group's discussion, discussion/{problemID} and discussion-detail routes need openGroupDiscussion (read at most
 * 30 s old, as the public area's guard reads it).
 */
export async function requireGroupDiscussion() {
  const config = await queryClient.fetchQuery({
    queryKey: websiteConfigQueryKey,
    queryFn: fetchWebsiteConfig,
    staleTime: 30_000,
  });
  if (config.openGroupDiscussion) return null;
  toast.error(i18n.t('group.discussion.closed'));
  throw redirect('/home');
}
