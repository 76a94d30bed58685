import './analysis.css';
import type { PageRoute } from '../routes';
import { ItemPage } from './ItemPage';
import { RunPage } from './RunPage';
import { RunsPage } from './RunsPage';

export const analysisRoutes: PageRoute[] = [
  { path: '/analysis', element: <RunsPage /> },
  { path: '/analysis/runs/:runId', element: <RunPage /> },
  { path: '/analysis/runs/:runId/items/:itemIndex', element: <ItemPage /> },
];
