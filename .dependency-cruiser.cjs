// The shape of the import graph, checked by `npm run lint` (README: Architecture).
// Workspace imports resolve to the real files, so a rule sees where an import lands whichever
// way it was written; type-only imports count too.

/** The web's tests and their helpers (apps/web/src/test/). */
const WEB_TESTS = ['\\.test\\.tsx?$', '^apps/web/src/test/'];

const WORKSPACE = '^(apps/[^/]+|packages/[^/]+|infra/[^/]+|e2e|bench)/';

// ---- apps/api: the api's layers (README: Architecture; docs/decisions.md) ----------------------
// Top to bottom, each layer may import only the layers below it:
//   1. the composition root: apps/api/src/*.ts (main, server, app, services, routes, seed, ...)
//   2. http: http/ (routes, guards, API-key checks, endpoint-route), openapi/, dev/
//   3. the domains: every other folder (bookings, payments, schedule, ...); between them the
//      folder graph must have no circle (scripts/folder-cycles.mjs), and one domain reaches
//      another only through that domain's index.ts
//   4. the floor: mail/ over lib/ (helpers, the context, config, db access); lib imports no other folder
// Tests are left out of the layer rules (a test may drive the whole app), not of the index rule.
const API = '^apps/api/src/';
const API_HTTP = `${API}(http|openapi|dev)/`;
const API_ROOT_FILE = `${API}[^/]+\\.ts$`;
const API_FLOOR = `${API}(lib|mail)/`;
const API_TEST = '\\.test\\.ts$';

const apiLayers = [
  {
    name: 'api-lib-is-the-floor',
    comment:
      'apps/api/src/lib imports no other folder of the api: it is the floor every layer stands on.',
    severity: 'error',
    from: { path: `${API}lib/`, pathNot: API_TEST },
    to: { path: API, pathNot: `${API}lib/` },
  },
  {
    name: 'api-mail-over-lib-only',
    comment: 'apps/api/src/mail (the business mail around the transport) stands on lib/ alone.',
    severity: 'error',
    from: { path: `${API}mail/`, pathNot: API_TEST },
    to: { path: API, pathNot: API_FLOOR },
  },
  {
    name: 'api-domain-below-http',
    comment:
      'A domain folder never imports the http layer (http/, openapi/, dev/) or the composition root (src/*.ts): a domain that must tell another something does it through a port the root wires.',
    severity: 'error',
    from: { path: `${API}[^/]+/`, pathNot: [API_HTTP, API_FLOOR, API_TEST] },
    to: { path: [API_HTTP, API_ROOT_FILE] },
  },
  {
    name: 'api-http-below-root',
    comment:
      'The http layer never imports the composition root (src/*.ts); routes get their services typed from the domains (http/route-services.ts).',
    severity: 'error',
    from: { path: API_HTTP, pathNot: API_TEST },
    to: { path: API_ROOT_FILE },
  },
  {
    name: 'api-domain-through-index',
    comment:
      "Another folder reaches a domain only through the domain's index.ts (its service and its types), never a file inside it.",
    severity: 'error',
    from: { path: `${API}([^/]+)` },
    to: {
      path: `${API}[^/]+/`,
      pathNot: [`${API}$1/`, `${API}[^/]+/index\\.ts$`, API_HTTP, API_FLOOR],
    },
  },
];
// ---- end of apps/api --------------------------------------------------------------------------

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

    // ---- Web (apps/web/src) -------------------------------------------------------------------
    // The web's folders point one way, top to bottom: app (providers, routes) -> layout (the
    // players' frame) -> screens (the screens table) -> features (one folder per area; the
    // console is features/admin) -> components (shared pieces of screens) -> lib (hooks and
    // helpers, the tRPC hooks, the platform). A folder imports only the ones below it, and
    // scripts/folder-cycles.mjs (npm run lint:graph) checks no two folders import each other.
    // A test sits beside what it tests and may render what uses it: tests are left out.
    {
      name: 'web-app-is-the-top',
      comment: 'Nothing in the web imports app/ (providers and routes) but the entries above it.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|lib|components|layout|screens)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-layout-below-app',
      comment: "The players' frame is shown by app/, and shows the screens table's menu.",
      severity: 'error',
      from: { path: '^apps/web/src/(features|lib|components|screens)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/layout/' },
    },
    {
      name: 'web-screens-below-layout',
      comment: 'The screens table loads the features; features do not know the table.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|lib|components)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/screens/' },
    },
    {
      name: 'web-components-below-features',
      comment: 'Shared components and lib know no feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-lib-is-the-bottom',
      comment: 'lib/ is the bottom: it imports no other web folder.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/', pathNot: WEB_TESTS },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'web-features-through-index',
      comment:
        "A feature uses another only through that feature's index.ts (features/auth/index.ts), or loads its screen lazily; tests may reach further.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: WEB_TESTS },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    // ---- end of the web block -----------------------------------------------------------------
    ...apiLayers,
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
