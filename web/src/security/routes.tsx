import type { PageRoute } from '../routes';

export const securityRoutes: PageRoute[] = [{ path: '/security', element: <h1>Security</h1> }];
