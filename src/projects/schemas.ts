import { Type, type TSchema } from '@sinclair/typebox';

import { ProjectName } from '../http/common-schemas.js';
import { CustomRule, MAX_RULES } from '../core/rules/custom-rule.js';

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

export const ProjectCustomRules = Type.Object(
  {
    custom_rules: Type.Array(Type.Ref(CustomRule), {
      maxItems: MAX_RULES,
      description:
        "The project's rules, run by each of its failure analyses beside the request's own (config.custom_rules), which replace those of the same name.",
    }),
  },
  { $id: 'ProjectCustomRules', title: 'ProjectCustomRules', additionalProperties: false, description: "A project's custom rules (docs/custom-rules.md)." },
);

export const projectSchemas: TSchema[] = [Project, ProjectCreate, ProjectSettings, ProjectSettingsUpdate, ProjectCustomRules];
