import type { PageRoute } from '../routes';

export const evaluationRoutes: PageRoute[] = [{ path: '/evaluation', element: <h1>Evaluation</h1> }];
