// A translators' PO file imported as text (Vite's `?raw`), see messages.ts.
declare module '*.po?raw' {
  const text: string;
  export default text;
}

// Vite replaces `import.meta.env.PROD` in the app's build (and says so in its own types); the kit's code reads it
// to leave development-only work out of the build.
interface ImportMetaEnv {
  readonly PROD: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
