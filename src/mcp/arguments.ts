import { didYouMean } from '../cli/did-you-mean.ts';
import { InputError } from '../core/errors.ts';
import type { ToolDefinition } from './tool.ts';

/**
 * The tool, its arguments checked first: a name its input schema does not list is refused, named, with the
 * names it takes (and the closest), before the tool runs or anything is sent.
 */
export function withCheckedArguments(tool: ToolDefinition): ToolDefinition {
  const properties = tool.inputSchema.properties;
  if (typeof properties !== 'object' || properties === null || tool.inputSchema.additionalProperties)
    return tool;
  const known = Object.keys(properties);
  return {
    ...tool,
    run: (args) => {
      const unknown = Object.keys(args).find((name) => !Object.hasOwn(properties, name));
      if (unknown !== undefined) throw unknownArgument(tool.name, unknown, known);
      return tool.run(args);
    },
  };
}

function unknownArgument(tool: string, name: string, known: readonly string[]): InputError {
  const takes = known.length ? `takes ${known.join(', ')}` : 'takes no arguments';
  return new InputError(`unknown argument ${name}${didYouMean(name, known)} (${tool} ${takes})`, name);
}
