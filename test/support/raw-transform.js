/** Jest transform: a Markdown file becomes a module exporting its text (as webpack's asset/source does). */
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
