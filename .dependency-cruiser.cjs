// The shape of the import graph, checked by `npm run lint` (README: Architecture).
// Workspace imports resolve to the real files, so a rule sees where an import lands whichever
// way it was written; type-only imports count too.

const WORKSPACE = '^(apps/[^/]+|packages/[^/]+|infra/[^/]+|e2e|bench)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import circles, type imports included, make the layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-workspace-path',
      comment:
        "A file reaches another workspace only through that workspace's package name and `exports`, never by a relative path into it.",
      severity: 'error',
      from: { path: WORKSPACE },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased-workspace'],
        pathNot: '^$1/',
      },
    },
    {
      name: 'no-package-imports-app',
      comment:
        'Packages are below the apps: an app may import a package, never the other way round.',
      severity: 'error',
      from: { path: '^(packages|infra)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'router-type-only-in-clients',
      comment:
        'The client and the web app know the tRPC router by its type only, never its server code.',
      severity: 'error',
      from: { path: '^(packages/client|apps/web)/' },
      to: { path: '^packages/trpc/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.data/', '^apps/mobile/(android|ios)/'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
