/**
 * Demo build: stands in for `graphql`, which @mswjs/data and msw import for GraphQL APIs the mock
 * never serves (../slim-deps-plugin.ts). Type objects can be made (the db builds a few at
 * start); running GraphQL fails loudly.
 */
function unsupported(): never {
  throw new Error('GraphQL is not part of the demo build (../slim-deps-plugin.ts).');
}

class GraphQLTypeStub {
  constructor(readonly config?: unknown) {}
}

export class GraphQLObjectType extends GraphQLTypeStub {}
export class GraphQLInputObjectType extends GraphQLTypeStub {}
export class GraphQLList extends GraphQLTypeStub {}
export class GraphQLSchema extends GraphQLTypeStub {}
export const GraphQLID = new GraphQLTypeStub({ name: 'ID' });
export const GraphQLInt = new GraphQLTypeStub({ name: 'Int' });
export const GraphQLString = new GraphQLTypeStub({ name: 'String' });
export const GraphQLBoolean = new GraphQLTypeStub({ name: 'Boolean' });
export const graphql = unsupported;
export const parse = unsupported;
