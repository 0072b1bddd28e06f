import type { Effect } from '../core/endpoint.ts';

/** What a tool answers: the object of `structuredContent`, its JSON the text beside. */
type ToolOutput = Record<string, unknown>;

/** One MCP tool: what `tools/list` shows and what `tools/call` runs. */
export interface ToolDefinition {
  /** Letters, digits and `_` (`desk_people_list`). */
  readonly name: string;
  /** What a client shows a person (`Desk people: list`). */
  readonly title: string;
  readonly description: string;
  /** JSON Schema of the arguments (an object). */
  readonly inputSchema: Readonly<Record<string, unknown>>;
  /** JSON Schema of the answer (an object): its shape, as `tools/list` shows it. */
  readonly outputSchema: Readonly<Record<string, unknown>>;
  /** The answer's schema in full, from its zod schema, made when asked (`describe_tool`). */
  answerSchema?(): Readonly<Record<string, unknown>>;
  /** What a call does to the service's data: only `read` tools are served without `--allow-writes`. */
  readonly effect: Effect;
  /** Whether the same call twice leaves the same state as once. */
  readonly idempotent: boolean;
  run(args: Readonly<Record<string, unknown>>): Promise<ToolOutput>;
}
