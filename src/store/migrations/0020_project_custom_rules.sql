-- A project's custom rules (core/rules/custom-rule.ts), as PUT /v2/projects/{name}/custom-rules stored them:
-- every failure analysis of the project runs them, beside the rules its request sends.
ALTER TABLE projects ADD COLUMN custom_rules jsonb NOT NULL DEFAULT '[]'::jsonb;
