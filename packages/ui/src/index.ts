export { Button } from './components/button.tsx';
export type { ButtonProps } from './components/button.tsx';
