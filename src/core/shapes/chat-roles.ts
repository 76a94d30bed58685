// The role names chat messages come with, across providers and tools (OpenAI's developer, Ragas's human/ai,
// Gemini's model, function and ipython tool turns), each read as one of four roles. One list for dataset items
// and trace spans alike.
export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

const ROLES: Record<string, ChatRole> = {
  system: 'system',
  developer: 'system',
  user: 'user',
  human: 'user',
  assistant: 'assistant',
  ai: 'assistant',
  model: 'assistant',
  tool: 'tool',
  function: 'tool',
  ipython: 'tool',
};

/** The role a name stands for, in any case; undefined for a name no tool uses. */
export const chatRoleOf = (name: string): ChatRole | undefined => ROLES[name.toLowerCase()];
