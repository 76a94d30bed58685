import { Type, type TSchema } from '@sinclair/typebox';

/** The rule for project names, shared by every `project_name` field. */
export const ProjectName = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[\\p{L}\\p{N}][\\p{L}\\p{N} ._:@-]*$',
  'x-pattern-hint': 'Project names start with a letter or digit and contain only letters, digits, spaces and . _ : @ -',
  description: 'Project name: 1–128 characters, starting with a letter or digit; letters, digits, spaces and . _ : @ - allowed.',
  examples: ['support-bot'],
});

export const Project = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Project', title: 'Project' },
);

export const ProjectCreate = Type.Object({ name: ProjectName }, { $id: 'ProjectCreate', title: 'ProjectCreate' });

const Threshold = (what: string) => Type.Number({ minimum: 0, maximum: 1, description: what });

export const ProjectSettings = Type.Object(
  {
    alert_threshold: Threshold('should_alert is set when a fail tag reaches this confidence (default 0.7).'),
    gate_threshold: Threshold('should_gate_ci is set when a gating fail tag reaches this confidence (default 0.8).'),
    review_threshold: Threshold('needs_human_review is set on fail tags below this confidence, and on unsure tags (default 0.6).'),
  },
  { $id: 'ProjectSettings', title: 'ProjectSettings', description: "A project's failure-analysis thresholds." },
);

export const ProjectSettingsUpdate = Type.Partial(ProjectSettings, {
  $id: 'ProjectSettingsUpdate',
  title: 'ProjectSettingsUpdate',
  description: 'New settings; fields left out return to their defaults.',
});

export const projectSchemas: TSchema[] = [Project, ProjectCreate, ProjectSettings, ProjectSettingsUpdate];
