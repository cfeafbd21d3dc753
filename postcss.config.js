// @ts-check
// Bootstrap keeps only the rules the site's markup can use (lib/style/purge-bootstrap.cjs). The
// plugin is named by its absolute path: Turbopack requires plugins from its own build folder.
module.exports = {
  plugins: {
    [require.resolve('./lib/style/purge-bootstrap.cjs')]: {},
  },
};
