import { endpointCatalog } from '../internal/catalog.ts';
import { loadEndpointDocs } from '../internal/endpoint-docs.ts';
import type { Pike13 } from '../pike13.ts';
import { REPORT_DEFINITIONS } from '../reports/by-name.ts';
import { endpointTools } from './endpoint-tools.ts';
import { reportTools } from './report-tools.ts';
import type { ToolDefinition } from './tool.ts';

/** Every tool of the `pike13` MCP server: one per endpoint of the registry, and the report tools. */
export async function pike13Tools(client: Pike13): Promise<ToolDefinition[]> {
  const catalog = endpointCatalog(client, await loadEndpointDocs());
  return [...endpointTools(catalog), ...reportTools(client.reports, REPORT_DEFINITIONS)];
}
