/** A JSON value a tool answers with. */
type ToolOutput = unknown;

/** One MCP tool: what `tools/list` shows and what `tools/call` runs. */
export interface ToolDefinition {
  /** Letters, digits and `_` (`desk_people_list`). */
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments (an object). */
  readonly inputSchema: Readonly<Record<string, unknown>>;
  /** Whether the tool changes nothing; write tools are served only with `--allow-writes`. */
  readonly readOnly: boolean;
  /** A delete: the client may ask the user first. */
  readonly destructive?: boolean;
  run(args: Readonly<Record<string, unknown>>): Promise<ToolOutput>;
}
