import { useEffect } from 'react';
import { useWebsiteConfig } from '../api/site';

/** The browser tab shows the site's configured name. */
export function DocumentTitle() {
  const config = useWebsiteConfig();
  useEffect(() => {
    document.title = config.webName;
  }, [config.webName]);
  return null;
}
