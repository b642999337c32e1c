import { loadBackOfficeTexts } from '../i18n';

/**
 * A lazy route whose page speaks the back office's texts (i18n/bundle-admin.*): its code and those texts load
 * together, and the router renders the page only once both are in, so no key ever shows raw. Put on a parent
 * route (the back office's layout, a group's or a contest's shell), it covers every child page, which renders
 * inside the parent.
 */
export function withBackOfficeTexts<Route>(load: () => Promise<Route>): () => Promise<Route> {
  return async () => {
    const [route] = await Promise.all([load(), loadBackOfficeTexts()]);
    return route;
  };
}
