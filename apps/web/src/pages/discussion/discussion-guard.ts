import { redirect } from 'react-router';
import { toast } from '../../components/feedback';
import { fetchWebsiteConfig, websiteConfigQueryKey } from '../../api/site';
import { i18n } from '../../i18n';
import { queryClient } from '../../query-client';

/**
 * "Routes tied to a site switch redirect to /home with an error when that area is off" (spec 3 route
 * guards): /discussion, /discussion/:problemID and /discussion-detail/:discussionID need openPublicDiscussion.
 * The switch is read fresh (at most 30 s old), so an area closed a moment ago is closed here too.
 */
export async function requirePublicDiscussion() {
  const config = await queryClient.fetchQuery({
    queryKey: websiteConfigQueryKey,
    queryFn: fetchWebsiteConfig,
    staleTime: 30_000,
  });
  if (config.openPublicDiscussion) return null;
  toast.error(i18n.t('discussion.noAccess'));
  throw redirect('/home');
}
