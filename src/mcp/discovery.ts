import { InputError } from '../core/errors.ts';
import { compactInputSchema } from './compact-schema.ts';
import type { ToolDefinition } from './tool.ts';

/** Most tools one `find_tools` call answers. */
const MAX_FOUND = 20;

/**
 * Three tools in place of many, for clients that cap their tool count: `find_tools` searches the served
 * tools, `describe_tool` shows one's arguments, `call_tool` calls it. `refusal` says why a name is not served.
 */
export function discoveryTools(
  served: readonly ToolDefinition[],
  refusal: (name: string) => string,
): ToolDefinition[] {
  const byName = (name: unknown): ToolDefinition => {
    const tool = served.find((candidate) => candidate.name === name);
    if (!tool) throw new InputError(refusal(String(name)), 'name');
    return tool;
  };
  const writes = served.find((tool) => tool.effect !== 'read');
  const name = { type: 'string', description: 'A tool name from find_tools.' };
  return [
    {
      name: 'find_tools',
      title: 'Find tools',
      description: 'Searches the Pike13 tools by words of their name, title and summary.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', description: 'Words to look for (people list, invoice).' } },
        required: ['query'],
      },
      outputSchema: { type: 'object', properties: { items: { type: 'array' } }, required: ['items'] },
      effect: 'read',
      idempotent: true,
      run: async (args) => ({ items: search(served, args.query) }),
    },
    {
      name: 'describe_tool',
      title: 'Describe a tool',
      description:
        'The arguments and the answer (JSON Schemas, the answer in full) and the effect of one tool.',
      inputSchema: { type: 'object', properties: { name }, required: ['name'] },
      outputSchema: { type: 'object' },
      effect: 'read',
      idempotent: true,
      run: async (args) => describe(byName(args.name)),
    },
    {
      name: 'call_tool',
      title: 'Call a tool',
      description: 'Calls one tool with its arguments and answers what it answers.',
      inputSchema: {
        type: 'object',
        properties: {
          name,
          arguments: { type: 'object', description: 'The arguments describe_tool shows.' },
        },
        required: ['name'],
      },
      outputSchema: { type: 'object' },
      // As much as the most a served tool may do: a client asks before a call that may change data.
      effect: writes ? 'destructive' : 'read',
      idempotent: !writes,
      run: (args) => byName(args.name).run(argumentsOf(args.arguments)),
    },
  ];
}

function search(served: readonly ToolDefinition[], query: unknown): unknown[] {
  if (typeof query !== 'string' || query.trim() === '' || query.length > 200) {
    throw new InputError('query must be a few words, at most 200 characters', 'query');
  }
  const words = query
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean);
  const scored = served.map((tool) => {
    const text = `${tool.name.replaceAll('_', ' ')} ${tool.title} ${tool.description}`.toLowerCase();
    return { tool, score: words.filter((word) => text.includes(word)).length };
  });
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_FOUND)
    .map(({ tool }) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      effect: tool.effect,
    }));
}

function describe(tool: ToolDefinition): Record<string, unknown> {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    effect: tool.effect,
    idempotent: tool.idempotent,
    inputSchema: compactInputSchema(tool.inputSchema),
    outputSchema: tool.answerSchema?.() ?? tool.outputSchema,
  };
}

function argumentsOf(args: unknown): Readonly<Record<string, unknown>> {
  if (args === undefined) return {};
  if (typeof args === 'object' && args !== null && !Array.isArray(args))
    return args as Record<string, unknown>;
  throw new InputError('arguments must be an object', 'arguments');
}
