import '../area-pages.css';
import './traces.css';
import type { PageRoute } from '../routes';
import { TracePage } from './TracePage';
import { TracesListPage } from './TracesListPage';

export const tracesRoutes: PageRoute[] = [
  { path: '/traces', element: <TracesListPage /> },
  { path: '/traces/:traceId', element: <TracePage /> },
];
