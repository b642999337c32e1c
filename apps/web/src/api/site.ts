import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SWITCH_CONFIG,
  DEFAULT_WEB_CONFIG,
  withWebConfigAliases,
  type PublicWebsiteConfig,
} from '@judge/contract';
import { request } from './request';

export const websiteConfigQueryKey = ['website-config'] as const;

/** Until the server answers, the shell renders with the contract's defaults instead of flickering. */
const FALLBACK_CONFIG: PublicWebsiteConfig = {
  ...withWebConfigAliases(DEFAULT_WEB_CONFIG),
  ...DEFAULT_SWITCH_CONFIG,
};

export const fetchWebsiteConfig = () => request<PublicWebsiteConfig>('/api/get-website-config');

export function useWebsiteConfig(): PublicWebsiteConfig {
  const { data } = useQuery({
    queryKey: websiteConfigQueryKey,
    queryFn: fetchWebsiteConfig,
    staleTime: 5 * 60_000,
  });
  return data ?? FALLBACK_CONFIG;
}
