/** Markdown files import as their text (webpack `asset/source`, Jest `raw-transform.js`). */
declare module '*.md' {
  const text: string;
  export default text;
}

/** Images import as the URL webpack gives the emitted file. */
declare module '*.png' {
  const url: string;
  export default url;
}

/** SVG files import as the URL webpack gives the emitted file. */
declare module '*.svg' {
  const url: string;
  export default url;
}
