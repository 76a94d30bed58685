import type { PageRoute } from '../routes';

export const tracesRoutes: PageRoute[] = [{ path: '/traces', element: <h1>Traces</h1> }];
