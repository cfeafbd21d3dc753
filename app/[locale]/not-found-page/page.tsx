import NotFound from '../not-found';

export { generateMetadata } from '../not-found';

/**
 * The 404 page as a page of its own: the proxy rewrites a path that no route serves here, with
 * status 404, since a path outside every route has no `[locale]` layout that Next could render
 * not-found.tsx in.
 */
export default NotFound;
