import { redirect } from 'react-router';
import type { PublicWebsiteConfig } from '@judge/contract';
import { request } from '../../api/request';
import { websiteConfigQueryKey } from '../../api/site';
import { toast } from '../../components/feedback';
import { i18n } from '../../i18n';
import { queryClient } from '../../query-client';

/**
 * "Routes tied to a site switch redirect to /home with an error when that area is off" (spec 3 route guards):
 * /contest/:contestID/comment needs openContestComment, read fresh (at most 30 s old).
 */
export async function requireContestComment() {
  const config = await queryClient.fetchQuery({
    queryKey: websiteConfigQueryKey,
    queryFn: () => request<PublicWebsiteConfig>('/api/get-website-config'),
    staleTime: 30_000,
  });
  if (config.openContestComment) return null;
  toast.error(i18n.t('contestTools.qa.noAccess'));
  throw redirect('/home');
}
