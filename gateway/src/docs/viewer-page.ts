/** Where admins read the API: the viewer, its assets, and the merged document as JSON. */
export const DOCS_PATH = '/api/admin/docs';
export const DOCUMENT_PATH = `${DOCS_PATH}/openapi.json`;
export const VIEWER_SCRIPT_PATH = `${DOCS_PATH}/viewer.js`;
export const ASSETS_PATH = `${DOCS_PATH}/assets/`;

/** The files of swagger-ui-dist the page loads; nothing else in that package is served. */
export const VIEWER_ASSETS = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);

/** No inline script: the gateway's CSP allows scripts from its own origin only. */
export const VIEWER_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Platform API</title>
    <link rel="icon" type="image/png" href="${ASSETS_PATH}favicon-32x32.png" />
    <link rel="stylesheet" href="${ASSETS_PATH}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}swagger-ui-bundle.js"></script>
    <script src="${VIEWER_SCRIPT_PATH}"></script>
  </body>
</html>
`;

/**
 * validatorUrl null: Swagger UI would otherwise send the document to swagger.io for its badge.
 * docExpansion none: the services open one at a time. Expanded all at once, Swagger UI stops
 * rendering a list of this size part way (past about 136 operations it showed the first 13).
 */
export const VIEWER_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;
