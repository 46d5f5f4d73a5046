import type { PluginOption } from 'vite';

const STUB_ID = '\0headless-ui-without-virtual';

/**
 * Headless UI's Combobox imports TanStack Virtual (about 10 kB gzip) for its `virtual` option, which the kit never
 * passes: every screen with a combobox loaded it for nothing. Inside Headless UI alone, the import resolves to a
 * stub that fails loudly if the option is ever used (decision 0045). The kit's own virtual table rows
 * (`data-table-virtual-rows.tsx`) still get the real library.
 */
export function headlessWithoutVirtual(): PluginOption {
  return {
    name: 'headless-ui-without-virtual',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@tanstack/react-virtual' && importer?.includes('@headlessui')) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return `export function useVirtualizer() {
  throw new Error("Headless UI's virtual option is not available in this build (decision 0045).");
}`;
    },
  };
}
