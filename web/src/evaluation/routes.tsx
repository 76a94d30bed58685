import '../area-pages.css';
import type { PageRoute } from '../routes';
import { EvaluationComparePage } from './EvaluationComparePage';
import { EvaluationItemPage } from './EvaluationItemPage';
import { EvaluationRunPage } from './EvaluationRunPage';
import { EvaluationRunsPage } from './EvaluationRunsPage';

export const evaluationRoutes: PageRoute[] = [
  { path: '/evaluation', element: <EvaluationRunsPage /> },
  { path: '/evaluation/runs/:runId', element: <EvaluationRunPage /> },
  { path: '/evaluation/items/:itemId', element: <EvaluationItemPage /> },
  { path: '/evaluation/compare', element: <EvaluationComparePage /> },
];
