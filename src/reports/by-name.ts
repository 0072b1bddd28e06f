import * as catalogues from './fields/index.ts';
import type { Query } from './query.ts';
import type { ReportDefinition } from './types.ts';

/** A query of any report, its row type unknown (the CLI and the MCP tools pick reports by name). */
export type AnyQuery = Query<ReportDefinition, 'open', unknown>;

/** The typed report resources (the spec's four and those live integrations query), by resource name. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = Object.values(catalogues).sort((a, b) =>
  a.resource < b.resource ? -1 : 1,
);

/** The property of `Reports` that queries a resource: its camelCase name (`pays`, `personPlans`). */
export function propertyOf(resource: string): string {
  return resource.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The typed query of each report resource of a `Reports`, by the name the service gives it. */
export function reportQueries(reports: object): Record<string, AnyQuery> {
  const byProperty = reports as unknown as Record<string, AnyQuery>;
  return Object.fromEntries(
    REPORT_DEFINITIONS.map(({ resource }) => [resource, byProperty[propertyOf(resource)] as AnyQuery]),
  );
}
