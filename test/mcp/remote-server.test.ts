import { describe, expect, it } from 'vitest';
import { connectedClient, pike13Sandbox, remoteServer } from './remote-support.ts';

describe('the remote MCP server, through the MCP SDK client and its OAuth provider', () => {
  it('registers, signs in through Pike13, lists the tools and calls one', async () => {
    const sandbox = await pike13Sandbox();
    const server = await remoteServer(sandbox);
    const { client } = await connectedClient(server.url);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('desk_people_list');
    expect(tools.some((tool) => tool.name === 'desk_people_create')).toBe(false);
    const result = await client.callTool({ name: 'desk_staff_members_me', arguments: {} });
    const owner = sandbox.state.tables.people.find((person) => person.role === 'owner');
    expect(result.structuredContent).toMatchObject({ id: owner?.id });
  });
});
