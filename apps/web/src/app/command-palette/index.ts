// Only the launcher is imported eagerly: the rest loads on first use (palette-launcher.tsx).
export { PaletteLauncher } from './palette-launcher';
