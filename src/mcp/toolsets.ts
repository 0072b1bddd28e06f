import type { ToolDefinition } from './tool.ts';

/**
 * What the server offers unless told: every area but `front` (the client's view, whose reads repeat the
 * staff's `desk`), so that `tools/list` stays within a model's means; `front` or `all` serve it.
 */
export const DEFAULT_TOOLSETS: readonly string[] = ['desk', 'account', 'webhooks', 'reports'];

/** `desk.people` selects `desk_people_*`, `all` every tool; an unknown toolset is an error naming the areas. */
export function selectToolsets(tools: readonly ToolDefinition[], toolsets: readonly string[]) {
  if (toolsets.includes('all')) return [...tools];
  const prefixes = toolsets.map((toolset) => `${toolset.replaceAll('.', '_')}_`);
  for (const [index, prefix] of prefixes.entries()) {
    if (!tools.some((tool) => `${tool.name}_`.startsWith(prefix))) {
      const known = [...new Set(tools.map((tool) => tool.name.split('_')[0]))].join(', ');
      throw new Error(`--toolsets: no tool in ${toolsets[index]} (areas: ${known}, all)`);
    }
  }
  return tools.filter((tool) => prefixes.some((prefix) => `${tool.name}_`.startsWith(prefix)));
}
