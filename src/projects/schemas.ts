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

export const projectSchemas: TSchema[] = [Project, ProjectCreate];
