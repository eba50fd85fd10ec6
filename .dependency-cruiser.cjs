/**
 * The import boundaries of Haven (docs/architecture.md, "Where things live"), checked by
 * `npm run check:boundaries` in `npm test`. Layers, bottom up:
 *   app/db            the schema and client — imports nothing above app/db
 *   app/utils, app/i18n, app/config, app/content   pure helpers, texts, settings
 *   app/models        one folder per domain: *.server.ts (queries, rules) and what browser and
 *                     server share (schemas, limits, options); never imports UI, guards or the Worker
 *   app/auth          the request guards (who is signed in, roles), above the models
 *   app/components    shared UI; app/routes: pages, with their own parts beside them
 *   workers, party    the Worker's edges (APIs, queue, rooms) over the models
 * Browser code (components, a route's parts) never imports a *.server module, and nothing
 * imports a route. No import cycles anywhere.
 */
const SERVER = '\\.server\\.tsx?$'

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'no runtime import cycles (a cycle through type-only imports is erased at build)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'db-is-the-bottom',
      comment: 'app/db (schema, client) imports nothing of the app above it',
      severity: 'error',
      from: { path: '^app/db/' },
      to: { path: '^(app/(?!db/)|workers/|party/)' },
    },
    {
      name: 'helpers-are-leaves',
      comment: 'utils, i18n, config and content never reach up into domains, guards or UI',
      severity: 'error',
      from: { path: '^app/(utils|i18n|content)/|^app/config\\.ts$' },
      to: { path: '^(app/(models|auth|components|routes)/|workers/|party/)' },
    },
    {
      name: 'models-below-the-ui',
      comment: 'a domain module never imports components, routes, the guards or the Worker',
      severity: 'error',
      from: { path: '^app/models/' },
      to: { path: '^(app/(components|routes|auth)/|app/root\\.tsx$|workers/|party/)' },
    },
    {
      name: 'guards-below-the-ui',
      severity: 'error',
      from: { path: '^app/auth/' },
      to: { path: '^(app/(components|routes)/|workers/|party/)' },
    },
    {
      name: 'components-are-shared-ui',
      comment: 'shared components import no route and no Worker code',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: '^(app/routes/|workers/|party/)' },
    },
    {
      name: 'nothing-imports-a-route-module',
      comment: "a route module is Remix's; its parts (in __folders or __files beside it) may be shared within its area",
      severity: 'error',
      from: {},
      to: { path: '^app/routes/(?!.*/__)', pathNot: '^app/routes/.*/__' },
    },
    {
      name: 'browser-code-is-not-server-code',
      comment: 'components and the parts beside routes run in the browser: no *.server module',
      severity: 'error',
      from: { path: '^app/components/|^app/routes/.*/__', pathNot: SERVER },
      to: { path: SERVER, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-domain-code-is-not-server-code',
      comment: "a domain's shared modules (schemas, limits, options) are imported by the browser too",
      severity: 'error',
      from: { path: '^app/models/', pathNot: SERVER },
      to: { path: SERVER, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'texts-are-assets-not-bundle',
      comment:
        "the text modules are the build's source of the JSON assets the server reads (decision 025): only texts.server.ts imports them, in its dev-only branch",
      severity: 'error',
      from: { path: '^(app|workers|party)/', pathNot: '^app/i18n/(texts\\.server|text-modules)\\.ts$' },
      to: { path: '^app/i18n/text-modules\\.ts$' },
    },
    {
      name: 'sql-lives-in-models',
      comment:
        'queries are written in app/models (and app/db): elsewhere no drizzle-orm and no table of ~/db/schema, only its shared values (schema/values.ts) and types',
      severity: 'error',
      from: { path: '^(app|workers|party)/', pathNot: '^app/(models|db)/' },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^app/db/schema/'],
        pathNot: '^app/db/schema/values\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'utils-know-no-db',
      comment: 'app/utils are helpers below the domains: no ~/db (client, schema, values) and no drizzle, not even a type',
      severity: 'error',
      from: { path: '^app/utils/' },
      to: { path: ['^app/db/', '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'route-parts-stay-in-their-area',
      comment:
        "a route's parts (__folders, __files) serve their own area (app/routes/<area>/): what another area needs too lives in app/components or a model",
      severity: 'error',
      // every area is a folder named <word>+ (the '+' kept out of the group: $1 is pasted into a regex unescaped)
      from: { path: '^app/routes/([\\w-]+)\\+/' },
      to: { path: '^app/routes/[^/]+/.*__', pathNot: '^app/routes/$1\\+/' },
    },
    {
      name: 'the-worker-edges-use-models',
      severity: 'error',
      from: { path: '^(workers|party)/' },
      to: { path: '^app/(components|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // the build's output is no source: left out, also when build/ is a symlink (preserveSymlinks:
    // its files keep their build/ path instead of the target's, which the exclusion would miss)
    exclude: { path: '^build/' },
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
