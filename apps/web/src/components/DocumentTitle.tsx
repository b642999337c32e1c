import { useEffect } from 'react';
import { useWebsiteConfig } from '../api/site';

/** Sets (or adds) a <meta name=...> of the page. */
function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The browser tab shows the site's configured name; search engines get its description and keywords. */
export function DocumentTitle() {
  const config = useWebsiteConfig();
  useEffect(() => {
    document.title = config.webName;
  }, [config.webName]);
  useEffect(() => {
    setMeta('description', config.webDescription);
    setMeta('keywords', config.keywords);
  }, [config.webDescription, config.keywords]);
  return null;
}
