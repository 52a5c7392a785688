/**
 * Builds the client into dist/client: two entries, two pages — index.html for the browser
 * (src/client/main.tsx, the landing page in its initial chunk; never loads office.js) and
 * taskpane.html for Word (src/client/taskpane.tsx, no landing page; loads office.js in <head>, runs
 * the small src/client/pane-early.ts first, and lists the chunks of the pane's first screen as
 * scripts beside its entry, see PaneChunksPlugin).
 * `webpack --mode production` (npm run build:client) or `--mode development`.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { GriffelCSSExtractionPlugin } = require('@griffel/webpack-extraction-plugin');
const zlib = require('node:zlib');

const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';
const outDir = path.resolve(__dirname, 'dist/client');
const routerProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** What taskpane.html shows until React renders (React replaces it): the pane is never blank. */
const PANE_SHELL =
  '<p role="status" style="font: 14px/1.4 \'Segoe UI\', system-ui, sans-serif; ' +
  'color: #424242; padding: 16px; margin: 0">Opening Claimwright…</p>';

/**
 * The named chunk groups of a signed-in user's first screen (frame, layout, editor page; see
 * app/route-table.tsx): the task pane lists them in its page, a browser tab on /editor preloads them.
 */
const FIRST_SCREEN = ['app', 'layout', 'editor'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints every JS file's raw and gzipped size and the entry's initial JS (what the landing route
 * loads before it renders), writes them to bundle-report.json, and warns over the budget.
 */
class BundleReportPlugin {
  constructor({ entry, budgetKb }) {
    this.entry = entry;
    this.budgetKb = budgetKb;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleReport', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'BundleReport', stage }, () => {
        const sizes = {};
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js')) continue;
          const buffer = asset.source.buffer();
          sizes[asset.name] = {
            raw: buffer.length,
            gzip: zlib.gzipSync(buffer, { level: 9 }).length,
          };
        }
        const initial = compilation.entrypoints
          .get(this.entry)
          .getFiles()
          .filter((f) => f.endsWith('.js'));
        const total = (key) => initial.reduce((sum, f) => sum + sizes[f][key], 0);
        const report = {
          initialJs: { files: initial, raw: total('raw'), gzip: total('gzip') },
          budgetGzip: this.budgetKb === null ? null : this.budgetKb * 1024,
          files: sizes,
        };
        compilation.emitAsset(
          'bundle-report.json',
          new compiler.webpack.sources.RawSource(JSON.stringify(report, null, 2)),
        );
        const rows = Object.entries(sizes).sort((a, b) => b[1].gzip - a[1].gzip);
        const lines = rows.map(
          ([f, s]) => `  ${kb(s.gzip).padStart(10)} gzip ${kb(s.raw).padStart(10)}  ${f}`,
        );
        console.log(`JavaScript (gzip, raw):\n${lines.join('\n')}`);
        console.log(
          `Initial JS of the landing route: ${kb(report.initialJs.gzip)} gzip (${kb(report.initialJs.raw)} raw)` +
            (this.budgetKb === null
              ? ' — development build, no budget'
              : ` — budget ${this.budgetKb} KB`),
        );
        if (this.budgetKb !== null && report.initialJs.gzip > report.budgetGzip) {
          compilation.warnings.push(
            new compiler.webpack.WebpackError(
              `Initial JS ${kb(report.initialJs.gzip)} gzip is over the ${this.budgetKb} KB budget`,
            ),
          );
        }
      });
    });
  }
}

/**
 * Adds the files of named async chunk groups (`webpackChunkName`) to one page as deferred scripts,
 * right before the file of the page's entry chunk `entry` (after any entry it depends on, whose
 * small script then runs first): they download in parallel with the entry instead of after it has run,
 * and webpack's runtime takes them as already loaded (a JSONP chunk only registers its modules).
 * The task pane's first screen (frame, layout, editor) would otherwise be three round trips, one
 * after another, each after the previous chunk has been parsed and rendered.
 */
class PaneChunksPlugin {
  constructor({ page, groups, entry }) {
    this.page = page;
    this.groups = groups;
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PaneChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap('PaneChunks', (data) => {
        if (data.outputName !== this.page) return data;
        const publicPath = compilation.outputOptions.publicPath;
        const files = [];
        for (const name of this.groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`PaneChunksPlugin: no chunk group named "${name}"`);
          for (const chunk of group.chunks)
            for (const file of chunk.files) files.push(publicPath + file);
        }
        // Scripts before the entry's file; a group's stylesheet (none while Griffel's CSS is one
        // file, already the entry's) as a link, which webpack's CSS loader then finds in place.
        const entryFiles = new Set(
          [...compilation.namedChunks.get(this.entry).files].map((f) => publicPath + f),
        );
        for (const type of ['js', 'css']) {
          const own = data.assets[type];
          const extra = [...new Set(files.filter((f) => f.endsWith(`.${type}`)))].filter(
            (f) => !own.includes(f),
          );
          const at = own.findIndex((f) => entryFiles.has(f));
          data.assets[type] = at < 0 ? [...extra, ...own] : own.toSpliced(at, 0, ...extra);
        }
        return data;
      });
    });
  }
}

/**
 * Writes first-screen.json: the scripts of the named chunk groups (the editor's first screen), which
 * the server announces with a `Link: rel=preload` header on the editor's pages (src/server/static.ts),
 * so a browser tab opened on /editor fetches them beside main.js instead of after it has run.
 */
class FirstScreenListPlugin {
  constructor({ groups }) {
    this.groups = groups;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenList', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: 'FirstScreenList', stage }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = new Set();
        for (const name of this.groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`FirstScreenListPlugin: no chunk group named "${name}"`);
          for (const chunk of group.chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(publicPath + file);
        }
        compilation.emitAsset(
          'first-screen.json',
          new compiler.webpack.sources.RawSource(JSON.stringify([...files])),
        );
      });
    });
  }
}

function page(filename, title, head, chunks, body = '') {
  return new HtmlWebpackPlugin({
    filename,
    chunks,
    chunksSortMode: 'manual',
    scriptLoading: 'defer',
    inject: 'head',
    favicon: path.resolve(__dirname, 'assets/icon-32.png'),
    templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Claimwright: patent drafting with AI help, in Word and in the browser." />
    <title>${title}</title>
    <style>html, body { margin: 0; }</style>${head}
  </head>
  <body>
    <noscript>Claimwright needs JavaScript.</noscript>
    <div id="root">${body}</div>
  </body>
</html>
`,
  });
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // taskpane.html runs pane-early.ts first (a few KB: the linked draft's request as soon as
    // office.js is ready); the pane's entry depends on it and shares its modules and runtime.
    entry: {
      main: './src/client/main.tsx',
      'pane-early': './src/client/pane-early.ts',
      taskpane: { import: './src/client/taskpane.tsx', dependOn: 'pane-early' },
    },
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build; production uses its production one.
      alias: production ? { 'react-router$': routerProduction } : {},
    },
    module: {
      rules: [
        // Production builds compile Fluent's and our styles ahead of time: Griffel's webpack loader
        // turns our makeStyles() into the precompiled form Fluent ships (its Babel evaluation reads
        // TypeScript), and the extraction plugin moves every rule out of the JavaScript into one
        // stylesheet, so nothing builds or inserts CSS while React renders. Loaders run bottom to
        // top: ts-loader, then Griffel's loader, then the extraction. Development keeps Griffel's
        // runtime (fast rebuilds); the page looks the same either way.
        ...(production
          ? [
              {
                test: /\.(js|mjs|tsx?)$/,
                include: [path.resolve(__dirname, 'src'), /[\\/]node_modules[\\/]@fluentui[\\/]/],
                use: { loader: GriffelCSSExtractionPlugin.loader },
              },
              {
                test: /\.tsx?$/,
                exclude: /node_modules/,
                use: {
                  loader: '@griffel/webpack-loader',
                  options: { babelOptions: { presets: ['@babel/preset-typescript'] } },
                },
              },
              { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
            ]
          : []),
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              configFile: path.resolve(__dirname, 'tsconfig.json'),
              transpileOnly: true,
              compilerOptions: { noEmit: false, sourceMap: !production },
            },
          },
        },
        { test: /\.md$/, type: 'asset/source' },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      page('index.html', 'Claimwright', '', ['main']),
      // office.js stays a classic script in <head>, as Microsoft requires; ours are deferred (the
      // browser's preload scanner fetches them while office.js loads), and the pane paints its
      // static "Opening…" line as soon as office.js has run, before any of our JavaScript has.
      page(
        'taskpane.html',
        'Claimwright for Word',
        `\n    <script src="${OFFICE_JS}"></script>`,
        ['pane-early', 'taskpane'],
        PANE_SHELL,
      ),
      new PaneChunksPlugin({ page: 'taskpane.html', groups: FIRST_SCREEN, entry: 'taskpane' }),
      new FirstScreenListPlugin({ groups: FIRST_SCREEN }),
      new CopyWebpackPlugin({ patterns: [{ from: 'assets', to: 'assets' }] }),
      ...(production
        ? [
            // Griffel sorts its own rules in its one file, whatever order the chunks name them in.
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              chunkFilename: '[name].[contenthash].css',
              ignoreOrder: true,
            }),
            new GriffelCSSExtractionPlugin(),
          ]
        : []),
      new BundleReportPlugin({ entry: 'main', budgetKb: production ? 120 : null }),
      // Brotli and gzip copies written once at build time; the server's @fastify/static serves
      // them by Accept-Encoding (preCompressed), so no request pays for compression.
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { level: 9 },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        // The two entries are two pages, never loaded together: each page's own modules stay in
        // its entry (one file, not a dozen shared pieces); async chunks are split as before.
        chunks: 'async',
        cacheGroups: {
          // The first screen's modules in one file rather than the two dozen shared pieces the
          // default split makes of them: over HTTP/1.1 (six connections a host) those came in five
          // rounds, and the pane's scripts took ~1 s to arrive at the bench's load. Pages that
          // share some of these modules (billing, account…) keep their own copies.
          firstScreen: {
            name: 'first-screen',
            chunks: (chunk) => FIRST_SCREEN.includes(chunk.name),
            // JavaScript only: the CSS modules stay with Griffel's group (one sorted stylesheet; a
            // second one, loaded first, broke the rules' order and the pane's layout).
            test: (module) => !module.type.startsWith('css'),
            enforce: true,
            priority: 10,
          },
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs|immer|reselect)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    // `npm run dev` (scripts/dev.js): the client with hot reload on https://localhost:3000, the
    // address manifest.xml names, and the API server beside it on DEV_API_PORT. scripts/dev.js
    // gives `server` its certificate; without one (`webpack serve`) webpack makes its own.
    devServer: {
      host: 'localhost',
      port: Number(process.env.DEV_PORT || 3000),
      server: 'https',
      hot: true,
      static: false,
      // Client routes (/editor, /login…) answer with index.html, as the server does.
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/docs'],
          target: `http://localhost:${process.env.DEV_API_PORT || 3001}`,
          // The API sees the browser's own Host and scheme (links in mails, rate limits by IP).
          xfwd: true,
        },
      ],
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
};
