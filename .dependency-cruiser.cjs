/** Import boundaries of ARCHITECTURE.md, enforced by `npm run lint`. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'shared-is-pure',
      comment: 'src/shared holds no Node and no DOM code and imports neither side',
      severity: 'error',
      from: { path: '^src/shared' },
      to: { path: '^src/(client|server)' },
    },
    {
      name: 'shared-no-node-builtins',
      severity: 'error',
      from: { path: '^src/shared' },
      to: { dependencyTypes: ['core'] },
    },
    { name: 'client-not-server', severity: 'error', from: { path: '^src/client' }, to: { path: '^src/server' } },
    { name: 'server-not-client', severity: 'error', from: { path: '^src/server' }, to: { path: '^src/client' } },
    {
      name: 'no-foreign-repo',
      comment: "a module calls another module's service, never its repo",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/([^/]+)/[^/]+\\.repo\\.ts$', pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'chat-engines-are-a-library',
      comment:
        'src/server/chat (reply engines, persona, safety, prompt) is pure reply logic: modules/chat calls it, never the other way round',
      severity: 'error',
      from: { path: '^src/server/chat/' },
      to: { path: ['^src/server/(modules|plugins)/', '^src/server/(app|context)\\.ts$'] },
    },
    {
      name: 'routes-do-not-touch-repos',
      comment: 'routes and jobs are entry points: they call services, which own the SQL',
      severity: 'error',
      from: { path: '\\.(routes|jobs)\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
    {
      name: 'test-helpers-stay-in-tests',
      comment: 'server code never imports test helpers (src/server/test, src/server/proof: not built)',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['\\.test\\.ts$', '^src/server/(test|proof)/'] },
      to: { path: '^src/server/(test|proof)/' },
    },
    {
      name: 'server-files-serve-the-server',
      comment:
        'a server file neither the process nor the admin CLI reaches is a test helper: move it to src/server/test/ (excluded from the build)',
      severity: 'error',
      from: { path: '^src/server/(main|cli/admin)\\.ts$' },
      to: {
        path: '^src/server/',
        // eval/: labelled message sets and their runner (`npm run safety:eval`), not served.
        pathNot: ['\\.test\\.ts$', '^src/server/(test|proof)/', '/eval/', '^src/server/(main|cli/admin)\\.ts$'],
        reachable: false,
      },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'client features do not import each other; share through components/ or lib/',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/([^/]+)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'components-are-generic',
      comment:
        'components/ (ui, layout, upload, charts) serve every screen and know no feature, page or the app shell; what composes features belongs to app/',
      severity: 'error',
      from: { path: '^src/client/components/' },
      to: { path: '^src/client/(features|pages|app)/' },
    },
    {
      name: 'lib-is-generic',
      comment: 'lib/ (api client, query client, keys, hooks) sits below everything else on the client',
      severity: 'error',
      from: { path: '^src/client/lib/' },
      to: { path: '^src/client/(features|pages|app|components)/' },
    },
    {
      name: 'pages-not-imported-by-features',
      severity: 'error',
      from: { path: '^src/client/(features|components|lib)/' },
      to: { path: '^src/client/pages/' },
    },
    {
      name: 'app-shell-on-top',
      comment: 'app/ (router, root layout, header) composes pages and features; nothing but main.tsx imports it',
      severity: 'error',
      from: { path: '^src/client/', pathNot: ['^src/client/app/', '^src/client/main\\.tsx$'] },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'plugins-import-no-module',
      comment:
        "server plugins are what modules build on: they reach a module's services only through what app.ts or the module hands them (the session store, page data)",
      severity: 'error',
      from: { path: '^src/server/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/modules/.+\\.(service|repo)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
