import { describe, expect, it } from 'vitest';
import { operationName } from '../../src/core/operation-names.ts';
import { Pike13 } from '../../src/index.ts';
import { endpointRegistry } from '../../src/internal/registry.ts';

describe('operation names of traced calls', () => {
  it('name every endpoint as the registry does (desk.people.get), the CLI and MCP names', () => {
    const entries = endpointRegistry(new Pike13({ subdomain: 'mystudio', accessToken: 'token' }));
    const expected = entries.map((e) => [e.namespace, e.resource, e.verb].filter(Boolean).join('.'));

    expect(entries.map((entry) => operationName(entry.endpoint))).toEqual(expected);
    expect(expected).toContain('desk.people.get');
    expect(expected).toContain('desk.business.franchisees.list');
  });
});
