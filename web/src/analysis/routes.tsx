import type { PageRoute } from '../routes';

export const analysisRoutes: PageRoute[] = [{ path: '/analysis', element: <h1>Failure analysis</h1> }];
