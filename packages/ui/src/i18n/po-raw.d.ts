// A translators' PO file imported as text (Vite's `?raw`), see messages.ts.
declare module '*.po?raw' {
  const text: string;
  export default text;
}
